# uncaught FrozenInstanceError
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass(frozen=True)
class F:
    x: int
F(1).x = 5
