# registering a non-class
from abc import ABC
class A(ABC):
    pass
A.register(5)
