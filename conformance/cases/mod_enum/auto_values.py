# auto() values
import enum
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
class A(Enum):
    X = auto()
    Y = auto()
    Z = 10
    W = auto()
print(list(A), [m.value for m in A])
class S(StrEnum):
    NORTH = auto()
    South = auto()
print(list(S), S.NORTH == 'north', S.South.value)
class F(Flag):
    R = auto()
    W = auto()
    X = auto()
print(list(F), [m.value for m in F])
class G(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name * 2
    A = auto()
    B = auto()
print(list(G))
print(repr(auto()))
