# is_dataclass on classes and instances
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class C:
    a: int
class D:
    pass
print(is_dataclass(C), is_dataclass(C(1)), is_dataclass(D), is_dataclass(D()), is_dataclass(3))
