# subclassing a namedtuple
from collections import namedtuple
class Pt(namedtuple('Pt', 'x y')):
    __slots__ = ()
    @property
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __str__(self):
        return 'Pt: %s %s' % self
p = Pt(3, 4)
print(p, repr(p), p.norm, p._replace(x=0))
