# __match_args__ and match statement
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

@dataclass
class Point:
    x: int
    y: int
print(Point.__match_args__)
def where(p):
    match p:
        case Point(0, 0):
            return 'origin'
        case Point(x, 0):
            return f'x-axis {x}'
        case Point(x=0, y=y):
            return f'y-axis {y}'
        case _:
            return 'elsewhere'
print([where(p) for p in [Point(0, 0), Point(3, 0), Point(0, 4), Point(1, 1)]])
