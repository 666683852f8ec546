# total_ordering from __ge__ and __gt__
from functools import total_ordering
@total_ordering
class G:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __ge__(self, o):
        return self.v >= o.v
print(G(1) < G(2), G(2) <= G(2), G(3) > G(2), G(1) >= G(1))
@total_ordering
class H:
    def __init__(self, v):
        self.v = v
    def __gt__(self, o):
        return self.v > o.v
    def __lt__(self, o):
        return self.v < o.v
print(H(1) <= H(2), H(2) >= H(3))
