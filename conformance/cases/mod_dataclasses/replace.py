# replace creates a new instance
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass(frozen=True)
class C:
    a: int
    b: str = 'x'
c1 = C(1)
c2 = replace(c1, b='y')
print(c1, c2, c1 is c2)
try:
    replace(c1, z=1)
except TypeError as e:
    print(e)
