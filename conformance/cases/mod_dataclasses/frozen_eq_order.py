# frozen with order
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass(frozen=True, order=True)
class V:
    a: int
    b: str
print(max([V(1, 'z'), V(2, 'a')]), V(1, 'a') in {V(1, 'a')})
