# @dataclass without parentheses vs with
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class A:
    a: int
@dataclass()
class B:
    a: int
print(A(1), B(2))
