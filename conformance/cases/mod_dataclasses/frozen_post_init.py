# frozen __post_init__ uses object.__setattr__
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass(frozen=True)
class C:
    x: int
    y: int = field(init=False)
    def __post_init__(self):
        object.__setattr__(self, 'y', self.x * 2)
print(C(4))
