# unsafe_hash adds __hash__
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass(unsafe_hash=True)
class P:
    x: int
    y: int = field(hash=False)
    z: int = field(compare=False, default=0)
print(hash(P(1, 2)) == hash((1,)), hash(P(1, 2)) == hash(P(1, 3)))
