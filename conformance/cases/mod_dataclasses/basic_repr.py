# dataclass repr and defaults
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class Point:
    x: int
    y: int = 0
print(Point(1, 2), Point(5), Point(y=3, x=4))
