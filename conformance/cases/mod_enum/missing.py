# _missing_ hook
import enum
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
class M(Enum):
    A = 1
    B = 2
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            return cls[value.upper()]
        return None
print(M('a'), M('b'))
try:
    M(3)
except ValueError as e:
    print(e)
class Bad(Enum):
    A = 1
    @classmethod
    def _missing_(cls, value):
        return 5
try:
    Bad(2)
except TypeError as e:
    print(e)
