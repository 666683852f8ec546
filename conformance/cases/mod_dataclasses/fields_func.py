# fields() on class and instance
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class C:
    a: int
    b: str = 'x'
print([(f.name, f.type, f.default is MISSING) for f in fields(C)])
print([f.name for f in fields(C(1))])
try:
    fields(int)
except TypeError as e:
    print(e)
