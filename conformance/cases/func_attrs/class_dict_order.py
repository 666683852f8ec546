# a class's __dict__ lists its making's names, then __dict__/__weakref__ and the added __doc__, then names set later (dataclass methods)
import dataclasses
@dataclasses.dataclass
class D:
    x: int
    y: int = 0
print(list(vars(D)))
@dataclasses.dataclass(frozen=True, order=True)
class F:
    x: int
print(list(vars(F)))
class P:
    "Doc."
    x: int
    y = 1
    @property
    def z(self): return 1
    @staticmethod
    def s(): pass
    @classmethod
    def c(cls): pass
P.later = 2
print(list(vars(P)), type(P.__dict__["c"]).__name__, P.__dict__["__annotations__"])
class Q(P):
    __slots__ = ("q",)
Q.added = 1
print(list(vars(Q)))
class Ex(Exception):
    def __init__(self, m): super().__init__(m)
print(list(vars(Ex)))
class Empty:
    pass
Empty.__doc__ = "set later"
Empty.extra = 1
print(list(vars(Empty)), Empty.__dict__["__doc__"])
class M(type):
    def __new__(m, n, b, ns):
        print(list(ns))
        return super().__new__(m, n, b, ns)
class WithAnn(metaclass=M):
    "Doc."
    y = 1
    if True:
        x: int = 3
print(WithAnn.__annotations__, list(vars(WithAnn)))
