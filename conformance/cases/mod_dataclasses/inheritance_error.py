# non-default field after inherited default
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class Base:
    x: int = 0
try:
    @dataclass
    class D(Base):
        y: int
except TypeError as e:
    print(e)
