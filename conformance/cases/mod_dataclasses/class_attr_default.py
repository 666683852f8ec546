# class attribute holds the default
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class C:
    x: int = 5
    y: list = field(default_factory=list)
print(C.x, hasattr(C, 'y'), C().x)
