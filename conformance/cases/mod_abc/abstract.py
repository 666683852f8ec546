# abstract classes refuse instantiation
from abc import ABC, abstractmethod
class Base(ABC):
    @abstractmethod
    def run(self):
        ...
    def helper(self):
        return 'helper'
class Impl(Base):
    def run(self):
        return 'ran'
i = Impl()
print(i.run(), i.helper(), isinstance(i, Base), issubclass(Impl, ABC))
try:
    Base()
except TypeError as e:
    print(e)
