# replace refuses init=False fields
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class C:
    a: int
    b: int = field(init=False, default=0)
try:
    replace(C(1), b=2)
except ValueError as e:
    print(e)
print(replace(C(1), a=5))
