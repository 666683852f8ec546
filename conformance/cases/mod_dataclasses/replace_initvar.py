# replace needs InitVar values without default
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class C:
    a: int
    scale: InitVar[int]
    def __post_init__(self, scale):
        self.a *= scale
c = C(2, 3)
print(c)
try:
    replace(c)
except ValueError as e:
    print(e)
print(replace(c, scale=10))
