# copy.copy and copy.deepcopy of objects whose class defines __reduce_ex__
# or __reduce__: the result is rebuilt from it as CPython's copy does
# (callable and arguments, state through __setstate__ or __dict__ and
# slots, list and dict items), a string result means the object itself.
import copy


class Plain:
    pass


class WithState:
    def __reduce_ex__(self, proto):
        return (Plain, (), {'a': 1, 'b': [1, 2]})


class Setter:
    def __init__(self, *args):
        self.args = args

    def __setstate__(self, state):
        self.got = state


class ToSetter:
    def __reduce_ex__(self, proto):
        return (Setter, (1, [2]), ('state', [3]))


class SlotState:
    def __reduce__(self):
        return (Plain, (), (None, {'slot': 5}))


class BothState:
    def __reduce__(self):
        return (Plain, (), ({'d': 1}, {'s': 2}))


class Named:
    def __reduce_ex__(self, proto):
        return 'Named'


class Items:
    def __reduce_ex__(self, proto):
        return (list, (), None, iter([1, [2], 3]))


class Pairs:
    def __reduce_ex__(self, proto):
        return (dict, (), None, None, iter([('k', [1]), ('j', 2)]))


class Proto:
    def __reduce_ex__(self, proto):
        return (Setter, (proto,))


class Shared:
    def __init__(self):
        self.x = [1]

    def __reduce__(self):
        return (Plain, (), {'p': self.x, 'q': self.x})


for make in (WithState, ToSetter, SlotState, BothState, Items, Pairs, Proto, Shared):
    for f in (copy.copy, copy.deepcopy):
        y = f(make())
        print(make.__name__, f.__name__, type(y).__name__, sorted(vars(y).items()) if hasattr(y, '__dict__') else y)

n = Named()
print(copy.copy(n) is n, copy.deepcopy(n) is n)

s = copy.deepcopy(Shared())
print(s.p is s.q, s.p)
t = ToSetter()
c = copy.copy(t)
print(c.args, c.got)
d = copy.deepcopy([t, t])
print(d[0] is d[1], d[0].args, d[0].got)
