# string annotations work
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class C:
    x: 'int'
    y: 'list[str]' = field(default_factory=list)
print(C(1), fields(C)[0].type)
