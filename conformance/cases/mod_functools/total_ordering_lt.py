# total_ordering from __lt__
from functools import total_ordering
@total_ordering
class V:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __lt__(self, o):
        return self.v < o.v
a, b = V(1), V(2)
print(a < b, a <= b, a > b, a >= b, b >= b, b > a)
print(sorted([V(3), V(1), V(2)], reverse=True)[0].v)
