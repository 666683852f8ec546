# kw_only=True on the decorator
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass(kw_only=True)
class C:
    a: int
    b: int = 0
print(C(a=1), C(b=2, a=3))
try:
    C(1)
except TypeError as e:
    print(e)
