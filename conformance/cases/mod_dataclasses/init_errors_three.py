# missing three arguments message
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class P:
    a: int
    b: int
    c: int
try:
    P()
except TypeError as e:
    print(e)
P(1, 2, 3, 4)
