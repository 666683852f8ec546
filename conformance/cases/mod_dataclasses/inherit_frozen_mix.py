# frozen and non-frozen inheritance are refused
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass(frozen=True)
class F:
    x: int
@dataclass
class N:
    x: int
try:
    @dataclass
    class A(F):
        y: int = 0
except TypeError as e:
    print(e)
try:
    @dataclass(frozen=True)
    class B(N):
        y: int = 0
except TypeError as e:
    print(e)
