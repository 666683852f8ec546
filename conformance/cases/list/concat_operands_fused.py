# Concatenations of a display or a slice with another operand: (x,) + t, [x] + l and
# l[:i] + l[i + 1:] (made without the left operand's object when both are exact tuples or
# lists): subclasses with __radd__ or __getitem__, bounds whose __index__ mutates the list,
# a right operand that mutates the left's list, steps, long slices, errors, yields inside.
import sys
class T(tuple):
    def __radd__(self, o):
        return ("radd", o)
class L(list):
    def __radd__(self, o):
        return ("Lradd", o)
    def __getitem__(self, k):
        print("getitem", k)
        return list.__getitem__(self, k)
class Idx:
    def __init__(self, v, l=None):
        self.v = v; self.l = l
    def __index__(self):
        print("index", self.v)
        if self.l is not None:
            self.l.append(99)
        return self.v
t = (1, 2, 3)
x = 5
print((x,) + t, (x, x) + (), (x,) + T((1,)), [x] + [1, 2], [x, 1, 2] + [])
print([1, 2, 3] + [4], (x, 2, 3, 4) + t)
for bad in (5, [1], "s", None):
    try:
        print((x,) + bad)
    except TypeError as e:
        print("TE", e)
    try:
        print([x] + bad)
    except TypeError as e:
        print("TE", e)
print([x] + L([1]), (x,) + t + t)
l = list(range(10))
for i in range(-12, 13):
    assert l[:i] + l[i + 1:] == list(l[:i]) + list(l[i+1:])
print(l[:3] + l[4:], l[::-1] + l[::2], l[5:2] + l[2:5], l[:0] + l[0:0])
print(l[:3] + L([7, 8, 9])[1:], L([1, 2])[:1] + l[:2])
m = [1, 2, 3]
print(m[:Idx(1, m)] + m[Idx(1, m):])
print(m[:2] + m[m.append(7) or 0:])
big = list(range(40))
print(len(big[:20] + big[10:]), big[:17] + [], big[:2] + big[30:])
try:
    print(l[:2] + (1, 2)[0:1])
except TypeError as e:
    print("TE", e)
try:
    print(l[:2] + l["a":])
except TypeError as e:
    print("TE", e)
def g():
    r = yield
    print((r,) + (1,))
    s = yield
    print([s] + [2])
    print((yield 5,) + (1,))
it = g(); next(it); it.send(3)
print(it.send(4))
try:
    it.send((9,))
except StopIteration:
    pass
s = "abcdef"
print(s[:2] + s[3:], (1,2,3)[:1] + (4,5)[1:])
print(sys.getsizeof(l[:3] + l[4:]), sys.getsizeof([x] + [1, 2]), sys.getsizeof((x,) + t))
def tb():
    return (x,) + None
try:
    tb()
except TypeError as e:
    print(e.__traceback__.tb_next.tb_lineno)
