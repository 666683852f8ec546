# compare=False excludes a field from eq
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class C:
    x: int
    note: str = field(compare=False, default='')
print(C(1, 'a') == C(1, 'b'), C(1) == C(2))
