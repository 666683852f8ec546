# collections.abc: abstract methods block instantiation; structural checks (__subclasshook__) follow None-ing of methods
from collections.abc import Iterable, Iterator, Sized, Hashable, Container, Awaitable, AsyncIterable, Coroutine

class A:
    def __len__(self):
        return 0
    def __eq__(self, other):
        return True

class B(A):
    __len__ = None

print(issubclass(A, Sized), issubclass(B, Sized), issubclass(A, Hashable))

class MyIter(Iterator):
    def __init__(self):
        self.i = 0
    def __next__(self):
        self.i += 1
        if self.i > 3:
            raise StopIteration
        return self.i

print(list(MyIter()), iter(MyIter()).__class__.__name__)
try:
    Iterator()
except TypeError as e:
    print(e)

class Aw:
    def __await__(self):
        yield

async def f():
    pass

c = f()
print(isinstance(Aw(), Awaitable), isinstance(c, Coroutine), isinstance(c, Awaitable))
c.close()

class AIt:
    def __aiter__(self):
        return self

print(isinstance(AIt(), AsyncIterable), isinstance([], AsyncIterable), isinstance("x", Container))

@Sized.register
class Reg:
    pass

print(issubclass(Reg, Sized), isinstance(Reg(), Sized))
