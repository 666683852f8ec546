# IntEnum
import enum
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
class P(IntEnum):
    LOW = 1
    HIGH = 2
print(repr(P.LOW), str(P.LOW), f'{P.HIGH}', format(P.LOW, '03d'), P.LOW + 1, P.HIGH * 2, P.LOW < P.HIGH, P.LOW == 1, P(2), sorted([P.HIGH, P.LOW]))
print(int(P.HIGH), [1, 2, 3][P.LOW], isinstance(P.LOW, int), P.LOW.value, P['HIGH'], hash(P.LOW) == hash(1))
try:
    P(5)
except ValueError as e:
    print(e)
