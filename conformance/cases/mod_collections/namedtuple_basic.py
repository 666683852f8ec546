# namedtuple fields, repr, tuple behaviour
from collections import namedtuple
Point = namedtuple('Point', ['x', 'y'])
p = Point(1, y=2)
print(p, p.x, p.y, p[0], p[-1], len(p), tuple(p), list(p))
x, y = p
print(x + y, p == (1, 2), isinstance(p, tuple), hash(p) == hash((1, 2)))
print(Point._fields, Point.__name__, Point.__doc__, p._asdict())
print(p._replace(x=10), Point._make([5, 6]), Point._make(iter('ab')))
print(sorted([Point(2, 1), Point(1, 2)]), p + (3,), p * 2, p[:1])
