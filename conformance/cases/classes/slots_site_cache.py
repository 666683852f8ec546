# __slots__ members read and written at the same attribute sites many times while the class and its instances change: unset slots, __getattr__, subclasses with a __dict__, members replaced by properties, __setattr__ added later, __class__ swaps.
class P:
    __slots__ = ('x', 'y')

    def __init__(self, x, y):
        self.x = x
        self.y = y


class Q(P):
    pass


class R(P):
    __slots__ = ('z',)


class G:
    __slots__ = ('a',)

    def __getattr__(self, name):
        return 'getattr:' + name


def read(o):
    try:
        return o.x
    except AttributeError as e:
        return 'AttributeError: %s' % e


def write(o, v):
    try:
        o.x = v
        return 'ok'
    except AttributeError as e:
        return 'AttributeError: %s' % e


def read_a(o):
    return o.a


objs = [P(1, 2), Q(3, 4), R(5, 6), P(7, 8)]
for round in range(3):
    print([read(o) for o in objs], [write(o, round) for o in objs], [read(o) for o in objs])
del objs[0].x
print(read(objs[0]), write(objs[0], 'back'), read(objs[0]))
q = objs[1]
q.extra = 'dict'
print(q.__dict__, read(q))

g = G()
print(read_a(g))
g.a = 'set'
print(read_a(g))
del g.a
print(read_a(g))

# A subclass shadows the member with a property; the base's sites keep working.
class S(P):
    @property
    def x(self):
        return 'property:%s' % self.y

    @x.setter
    def x(self, v):
        self.y = v


s = S(9, 10)
print(read(s), write(s, 1))
print(read(objs[3]), write(objs[3], 'p'), read(objs[3]))

# The class gains a __setattr__ after the sites cached its member.
def setattr_hook(self, name, value):
    object.__setattr__(self, name, ('hooked', value))


Q.__setattr__ = setattr_hook
print(write(q, 'v'), read(q))
del Q.__setattr__
print(write(q, 'w'), read(q))

# __class__ swapped between classes of the same layout.
class P2:
    __slots__ = ('x', 'y')


o = P(1, 2)
for cls in (P2, P, P2):
    o.__class__ = cls
    print(type(o).__name__, read(o), write(o, cls.__name__), read(o))
try:
    P(1, 2).w = 3
except AttributeError as e:
    print('AttributeError:', e)
