# MISSING sentinel in Field
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class C:
    a: int
f = fields(C)[0]
print(f.default is MISSING, f.default_factory is MISSING, f.init, f.repr, f.compare, f.hash, f.kw_only)
