# aliases and unique
import enum
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    ALIAS_FOR_SQUARE = 2
print(list(Shape), Shape.ALIAS_FOR_SQUARE, Shape(2), Shape['ALIAS_FOR_SQUARE'] is Shape.SQUARE, len(Shape))
print(list(Shape.__members__))
try:
    @unique
    class Mistake(Enum):
        ONE = 1
        TWO = 2
        THREE = 3
        FOUR = 3
        UNO = 1
except ValueError as e:
    print(e)
