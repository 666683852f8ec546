# abstract properties, classmethods and staticmethods
from abc import ABC, abstractmethod
class A(ABC):
    @property
    @abstractmethod
    def name(self): ...
    @classmethod
    @abstractmethod
    def make(cls): ...
    @staticmethod
    @abstractmethod
    def util(): ...
class B(A):
    @property
    def name(self):
        return 'b'
    @classmethod
    def make(cls):
        return cls()
    @staticmethod
    def util():
        return 1
print(B.make().name, B.util())
try:
    A()
except TypeError as e:
    print(e)
