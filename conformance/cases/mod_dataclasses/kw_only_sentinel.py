# KW_ONLY makes later fields keyword-only
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class C:
    a: int
    _: KW_ONLY
    b: int
    c: int = 3
print(C(1, b=2))
try:
    C(1, 2)
except TypeError as e:
    print(e)
try:
    C(1)
except TypeError as e:
    print(e)
