# non-frozen instances are mutable
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class C:
    x: int
c = C(1)
c.x = 2
c.extra = 3
print(c, c.extra)
