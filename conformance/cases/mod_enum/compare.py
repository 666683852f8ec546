# comparison semantics
import enum
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
try:
    print(repr(Color.RED == Color.RED))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(Color.RED == 1))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(Color.RED != Color.GREEN))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(Color.RED < Color.GREEN))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(Color.RED > 1))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(sorted(Color, key=lambda c: c.value)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr({Color.RED: 'r'}[Color.RED]))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(len({Color.RED, Color.RED, Color.BLUE})))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(bool(Color.RED)))
except Exception as e:
    print(type(e).__name__, e)
