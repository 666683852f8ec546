# NamedTuple class syntax
import typing
from typing import *

class Point(NamedTuple):
    x: int
    y: int = 0
    def dist(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
p = Point(3, 4)
print(p, p.dist(), Point(1), p._asdict(), Point._fields, p._replace(x=0))
x, y = p
print(x, y, p[0], isinstance(p, tuple), Point._field_defaults)
