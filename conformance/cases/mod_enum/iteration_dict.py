# iteration in definition order and use as keys
import enum
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
class D(Enum):
    Z = 26
    A = 1
    M = 13
print([m.name for m in D], {m: m.value for m in D}, dict((m.name, m.value) for m in D))
print(max(D, key=lambda m: m.value), min(D, key=lambda m: m.value))
print(sorted(D, key=lambda m: m.name))
