# attrgetter single, multiple, dotted
from operator import attrgetter
class P:
    def __init__(self, x, y):
        self.x, self.y = x, y
        self.inner = self
ps = [P(3, 'c'), P(1, 'a'), P(2, 'b')]
print([p.x for p in sorted(ps, key=attrgetter('x'))])
print(attrgetter('x', 'y')(ps[0]), attrgetter('inner.inner.y')(ps[1]))
print(attrgetter('real', 'imag')(3 + 4j))
print(repr(attrgetter('a.b')), repr(attrgetter('x', 'y')))
