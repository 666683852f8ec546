# lookup failures
import enum
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
try:
    print(repr(Color(4)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(Color('RED')))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(Color['red']))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(Color[1]))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(Color.PURPLE))
except Exception as e:
    print(type(e).__name__, e)
