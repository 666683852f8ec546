# eq without frozen sets __hash__ to None
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class P:
    x: int
print(P.__hash__)
try:
    hash(P(1))
except TypeError as e:
    print(e)
