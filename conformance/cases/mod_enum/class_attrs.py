# reassigning and deleting members
import enum
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
try:
    print(repr(setattr(Color, 'RED', 5)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(delattr(Color, 'RED')))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(repr(Color.RED.value))
except Exception as e:
    print(type(e).__name__, e)
Color.other = 5
print(Color.other)
try:
    Color.RED.value = 3
except AttributeError as e:
    print('AttributeError')
