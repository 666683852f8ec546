# order comparison with another type raises TypeError
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass(order=True)
class V:
    x: int
try:
    V(1) < 3
except TypeError as e:
    print(e)
V(1) < (1,)
