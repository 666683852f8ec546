# StrEnum
import enum
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
class S(StrEnum):
    A = 'alpha'
    B = 'beta'
print(repr(S.A), str(S.A), f'{S.B}', S.A.upper(), S.A + '!', S.A == 'alpha', S('beta'), len(S.A), S.A.value)
try:
    class T(StrEnum):
        X = 1
except TypeError as e:
    print(e)
