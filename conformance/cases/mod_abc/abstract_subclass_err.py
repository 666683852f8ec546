# concrete subclass still missing one method
from abc import ABC, abstractmethod
class A(ABC):
    @abstractmethod
    def f(self): ...
    @abstractmethod
    def g(self): ...
class B(A):
    def f(self):
        return 1
B()
