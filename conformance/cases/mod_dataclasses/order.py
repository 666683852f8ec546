# order=True comparisons
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass(order=True)
class V:
    major: int
    minor: int = 0
print(V(1) < V(2), V(1, 2) < V(1, 3), V(2) >= V(1, 9), V(1) <= V(1))
print(sorted([V(3), V(1, 5), V(1, 2)]))
