# fields of bases come first; overriding keeps position
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class Base:
    x: int = 0
    y: int = 1
@dataclass
class Derived(Base):
    z: int = 2
    x: int = 10
print(Derived(), Derived(1, 2, 3), [f.name for f in fields(Derived)])
