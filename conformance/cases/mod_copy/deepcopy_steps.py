# deepcopy's steps as CPython's copy.py takes them: the memo looked up first (even for
# atomic objects), lists and dicts memoized before their items, a dict's value copied before
# its key, tuples kept when their items copy to themselves, the originals kept alive in
# memo[id(memo)], live iteration of lists and dicts, memos that are not dicts
import copy
import sys


class Rec:
    log = []

    def __init__(self, name):
        self.name = name

    def __deepcopy__(self, memo):
        Rec.log.append(self.name)
        return Rec(self.name + "'")

    def __hash__(self):
        return hash(self.name)

    def __eq__(self, other):
        return isinstance(other, Rec) and other.name == self.name

    def __repr__(self):
        return "Rec(%s)" % self.name


d = {Rec("k1"): Rec("v1"), Rec("k2"): Rec("v2")}
c = copy.deepcopy(d)
print(Rec.log, c)

print(copy.deepcopy(5, {id(5): "memo wins"}))
s = "text"
print(copy.deepcopy(s, {id(s): "memo wins for str"}))

nan = float("nan")
t = (nan, 1, "a", None)
print(copy.deepcopy(t) is t)
inner = [1]
t2 = (inner, 2)
c2 = copy.deepcopy(t2)
print(c2 == t2, c2 is t2, c2[0] is inner)

l = []
t3 = (l,)
l.append(t3)
c3 = copy.deepcopy(t3)
print(c3[0][0] is c3, c3 is t3, type(c3).__name__)

memo = {}
x = [1, [2, 3], (4, [5])]
y = copy.deepcopy(x, memo)
print(y, memo[id(x)] is y)
kept = memo[id(memo)]
print(len(kept), [type(o).__name__ for o in kept], kept[-1] is x)
print(sorted(type(v).__name__ for k, v in memo.items() if k != id(memo)))

cyc = {"name": "root"}
cyc["self"] = cyc
cc = copy.deepcopy(cyc)
print(cc["self"] is cc, cc is not cyc, list(cc))


class Grow:
    def __init__(self, target):
        self.target = target

    def __deepcopy__(self, memo):
        if len(self.target) < 6:
            self.target.append(len(self.target))
        return "grew"


g = [0]
g.append(Grow(g))
print(copy.deepcopy(g))


class Shrink:
    def __init__(self, target):
        self.target = target

    def __deepcopy__(self, memo):
        self.target["new"] = 1
        return "added"


sd = {"a": 1}
sd["b"] = Shrink(sd)
try:
    copy.deepcopy(sd)
except RuntimeError as e:
    print(type(e).__name__, e)


class Memo(dict):
    def get(self, key, default=None):
        print("Memo.get", type(key).__name__)
        return super().get(key, default)


m = Memo()
print(copy.deepcopy([1, (2,)], m), len(m))
nil = object()
print(copy.deepcopy([7], {}, nil))

bad = {}
bad[id(bad)] = ()
try:
    copy.deepcopy([1], bad)
except AttributeError as e:
    print(e)

sys.setrecursionlimit(200)
deep = []
for i in range(1000):
    deep = [deep]
try:
    copy.deepcopy(deep)
except RecursionError:
    print("RecursionError")
deep = {}
for i in range(1000):
    deep = {"k": deep}
try:
    copy.deepcopy(deep)
except RecursionError:
    print("RecursionError")
sys.setrecursionlimit(1000)

print(copy.deepcopy({"s": {1, 2}, "f": frozenset([3]), "b": bytearray(b"xy"), "r": range(3), "ty": int}))
print(type(copy.deepcopy).__name__, copy.deepcopy.__name__)
try:
    copy.deepcopy()
except TypeError as e:
    print(e)
try:
    copy.deepcopy(1, None, None, None)
except TypeError as e:
    print(e)
