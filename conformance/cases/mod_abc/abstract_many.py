# message with several abstract methods
from abc import ABC, abstractmethod
class S(ABC):
    @abstractmethod
    def b(self): pass
    @abstractmethod
    def a(self): pass
    @abstractmethod
    def c(self): pass
class Half(S):
    def a(self): pass
for cls in (S, Half):
    try:
        cls()
    except TypeError as e:
        print(e)
