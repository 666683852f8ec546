# astuple recursion
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class In:
    v: int
@dataclass
class Out:
    a: int
    inner: In
    lst: list
print(astuple(Out(1, In(2), [In(3)])))
print(astuple(In(1), tuple_factory=list))
