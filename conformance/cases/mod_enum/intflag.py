# IntFlag operations
import enum
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
class IP(IntFlag):
    R = 4
    W = 2
    X = 1
print(repr(IP.R | IP.W), str(IP.R | IP.W), IP.R | 1, repr(IP.R | 8), repr(IP(8)), repr(~IP.R), IP.R + 1, IP.R == 4, format(IP.W, 'b'))
print(repr(IP(0)), list(IP.R | IP.X), IP.R in (IP.R | IP.W))
