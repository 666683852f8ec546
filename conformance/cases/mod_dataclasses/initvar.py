# InitVar is passed to __post_init__ and not a field
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class C:
    x: int
    factor: InitVar[int] = 2
    def __post_init__(self, factor):
        self.y = self.x * factor
c = C(3)
print(c, c.y, C(3, 5).y, [f.name for f in fields(C)])
print(InitVar[int])
