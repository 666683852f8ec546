# subclassing enums
import enum
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
try:
    class More(Color):
        PINK = 4
except TypeError as e:
    print(e)
class Base(Enum):
    def hello(self):
        return 'hello ' + self.name
class Child(Base):
    A = 1
print(Child.A.hello(), list(Child), isinstance(Child.A, Base))
