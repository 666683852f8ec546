# field(kw_only=True) allows non-default after default
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class C:
    a: int = 0
    b: int = field(kw_only=True)
print(C(b=1), C(5, b=2), C.__match_args__)
