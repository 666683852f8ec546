# members, repr, str, name, value
import enum
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
try:
    print(repr(Color.RED))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(str(Color.RED)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(Color.RED.name))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(Color.RED.value))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(Color(2)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(Color['BLUE']))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(list(Color)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(len(Color)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(Color))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(type(Color.RED)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(isinstance(Color.RED, Color)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(f'{Color.RED}'))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(format(Color.RED, '>12')))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr('%s' % Color.GREEN))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(list(reversed(Color))))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr([c.name for c in Color]))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(Color.RED is Color(1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(Color.RED in Color))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(Color.__members__))
except Exception as e:
    print(type(e).__name__, e)
