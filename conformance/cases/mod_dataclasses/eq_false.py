# eq=False keeps identity equality and hash
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass(eq=False)
class P:
    x: int
a = P(1)
print(a == P(1), a == a, hash(a) == hash(a))
