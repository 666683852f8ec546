# enums in match statements
import enum
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
def f(c):
    match c:
        case Color.RED:
            return 'red!'
        case Color.GREEN | Color.BLUE:
            return 'cool'
for c in Color:
    print(f(c))
