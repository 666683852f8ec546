# init=False fields
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class C:
    x: int
    y: int = field(init=False, default=10)
    z: list = field(init=False, default_factory=list)
c = C(1)
print(c, c.y, c.z)
try:
    C(1, 2)
except TypeError as e:
    print(e)
