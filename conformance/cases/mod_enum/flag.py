# Flag operations
import enum
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
class Perm(Flag):
    R = 4
    W = 2
    X = 1
RW = Perm.R | Perm.W
print(repr(RW), str(RW), Perm.R in RW, Perm.X in RW, list(RW), len(RW), bool(Perm(0)), repr(Perm(0)), str(Perm(0)))
print(repr(RW & Perm.R), repr(RW ^ Perm.R), repr(~Perm.R), repr(~RW), repr(Perm(7)), Perm(6) is RW)
try:
    Perm(8)
except ValueError as e:
    print(e)
try:
    1 in RW
except TypeError as e:
    print(e)
print(repr(Perm.R | 2) if False else 'skip')
