# an explicit __hash__ is kept with eq=True
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class P:
    x: int
    def __hash__(self):
        return 42
print(hash(P(1)))
