# ABCMeta as metaclass and register
from abc import ABCMeta, abstractmethod, ABC
class Proto(metaclass=ABCMeta):
    @abstractmethod
    def go(self): ...
class Free:
    pass
Proto.register(Free)
print(isinstance(Free(), Proto), issubclass(Free, Proto), type(Proto).__name__, type(ABC))
class Sub(Proto):
    def go(self):
        return 1
print(Sub().go(), isinstance(Sub(), Proto))
print(Proto.register(int) is int, isinstance(3, Proto))
