# sorting with itemgetter and attrgetter on several keys
from operator import itemgetter, attrgetter
data = [('b', 2, 'x'), ('a', 2, 'y'), ('c', 1, 'z')]
print(sorted(data, key=itemgetter(1, 0)))
print(max(data, key=itemgetter(1)), min(data, key=itemgetter(2)))
class R:
    def __init__(self, n, a):
        self.n, self.a = n, a
    def __repr__(self):
        return 'R(%s,%s)' % (self.n, self.a)
print(sorted([R('x', 3), R('y', 1), R('x', 1)], key=attrgetter('n', 'a')))
