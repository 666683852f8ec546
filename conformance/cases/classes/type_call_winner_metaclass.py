# type(name, bases, ns) builds the class with the bases' most derived metaclass (its __new__ and __init__ run), or raises the metaclass conflict
import abc
class A(metaclass=abc.ABCMeta): pass
S = type('S', (A,), {'x': 1})
print(type(S).__name__, hasattr(S, 'register'), S.x, issubclass(S, A))
class M(type):
    def __new__(mcls, name, bases, ns, **kw):
        print('M.__new__', mcls.__name__, name, kw)
        return super().__new__(mcls, name, bases, ns)
    def __init__(cls, name, bases, ns, **kw):
        print('M.__init__', name)
        super().__init__(name, bases, ns)
class B(metaclass=M): pass
T = type('T', (B,), {})
print(type(T).__name__)
class N(type):
    def __init__(cls, *a):
        print('N.__init__', a[0])
class C(metaclass=N): pass
U = type('U', (C,), {})
print(type(U).__name__)
class O(type): pass
class D(metaclass=O): pass
try:
    type('V', (B, D), {})
except TypeError as e:
    print(e)
print(type(type('W', (), {})).__name__)
try:
    type('X', (B,), {}, y=1)
except TypeError as e:
    print('kw', e)
import enum
