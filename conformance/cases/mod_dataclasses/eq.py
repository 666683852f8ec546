# generated __eq__ compares field tuples of the same class
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class P:
    x: int
    y: int
@dataclass
class Q:
    x: int
    y: int
print(P(1, 2) == P(1, 2), P(1, 2) == P(2, 1), P(1, 2) == Q(1, 2), P(1, 2) != (1, 2))
