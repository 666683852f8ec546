# asdict with dict_factory
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class C:
    a: int
    b: int
print(asdict(C(1, 2), dict_factory=lambda kv: [k for k, v in kv]))
