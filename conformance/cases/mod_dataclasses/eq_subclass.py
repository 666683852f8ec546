# equality between a dataclass and its subclass
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class A:
    x: int
@dataclass
class B(A):
    pass
print(A(1) == B(1), B(1) == B(1), B(1))
