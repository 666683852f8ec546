# field metadata is a read-only mapping
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class C:
    x: int = field(default=0, metadata={'unit': 'cm'})
f = fields(C)[0]
print(f.metadata['unit'], len(f.metadata), dict(f.metadata), f.name, f.type, f.default)
