# init=False without default leaves attribute unset
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class C:
    x: int
    y: int = field(init=False)
    def __post_init__(self):
        self.y = self.x * 2
print(C(3))
