# abc.update_abstractmethods after a dataclass and after a method is added
import abc, dataclasses
class B(abc.ABC):
    @abc.abstractmethod
    def f(self): ...
    @abc.abstractmethod
    def g(self): ...
@dataclasses.dataclass
class C(B):
    x: int = 0
    def f(self): return 1
try:
    C()
except TypeError as e:
    print(e)
C.g = lambda self: 2
print(abc.update_abstractmethods(C) is C, C(), C().g())
class Plain:
    pass
print(abc.update_abstractmethods(Plain) is Plain)
