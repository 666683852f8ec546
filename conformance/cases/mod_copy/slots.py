# copy of an instance with __slots__
import copy
class S:
    __slots__ = ('a', 'b')
    def __init__(self):
        self.a = [1]
s = S()
t = copy.copy(s)
u = copy.deepcopy(s)
s.a.append(2)
print(t.a, u.a, hasattr(t, 'b'))
