# Generic classes carry __parameters__ (their type variables), subclasses of a parametrized generic none
from typing import Generic, TypeVar, Iterator
T = TypeVar("T")
K = TypeVar("K")
class Stack(Generic[T]):
    def __init__(self) -> None:
        self._items: list[T] = []
    def push(self, x: T) -> None:
        self._items.append(x)
    def __iter__(self) -> Iterator[T]:
        return iter(self._items)
s = Stack[int]()
s.push(1)
print(list(s), Stack.__parameters__, Stack[int].__args__, Stack[int].__parameters__, Stack[K].__parameters__)
class Pair(Generic[K, T]):
    pass
class IntPair(Pair[int, T]):
    pass
class Concrete(Stack[str]):
    pass
class Plain(Stack):
    pass
print(Pair.__parameters__, IntPair.__parameters__, Concrete.__parameters__, Plain.__parameters__, "__parameters__" in Stack.__dict__)
print(Pair[str, int], IntPair[bytes], Stack[int].__origin__ is Stack)
