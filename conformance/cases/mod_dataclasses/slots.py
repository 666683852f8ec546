# slots=True
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass(slots=True)
class S:
    x: int
    y: int = 0
s = S(1)
print(s, S.__slots__, s == S(1, 0))
try:
    s.z = 1
except AttributeError as e:
    print(e)
