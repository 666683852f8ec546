# match_args=False
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass(match_args=False)
class P:
    x: int
print(hasattr(P, '__match_args__'))
