# __post_init__ inherited from a base
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class Base:
    x: int
    def __post_init__(self):
        self.doubled = self.x * 2
@dataclass
class D(Base):
    y: int = 0
d = D(3)
print(d, d.doubled)
