# functional API
import enum
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
A = Enum('Animal', 'ANT BEE CAT')
print(repr(A), list(A), A.BEE.value)
B = Enum('B', ['X', 'Y'])
print(list(B))
C2 = Enum('C2', [('ONE', 10), ('TWO', 20)])
print(list(C2), C2(20))
D = Enum('D', {'A': 'a', 'B': 'b'})
print(list(D))
E = IntEnum('E', 'P Q', start=5)
print(list(E), E.Q + 0)
