# The evaluator's fast paths of issue 15 attacked with re-entrant and
# hostile operands: slice-to-slice assignment with __index__ bounds that
# clear or grow either list, starred unpacking in place (subclasses with
# __iter__/__len__/__getitem__, the middle list aliased), xs.append/pop and
# s.add on subclasses, instance attributes and hashes that mutate the set,
# compiled conditions (__bool__ raising or non-bool, __len__ negative or
# huge, NaN chains), for over ranges past int64 and over lists changed by
# the body or a comprehension's condition, and the big-int temporaries of
# an arithmetic tree caught by := or by identity shortcuts (x*1, x%m, 0+x).
# Each matches CPython 3.11's output (checked when written).
# timeout: 2s
# --- slice_to_slice
# slice to slice assignment with aliasing and hostile __index__
a = list(range(10))
a[2:5] = a[0:8:2]
print(a)
a = list(range(10))
a[::2] = a[1::2]
print(a)
a = list(range(10))
class Ix:
    def __init__(s, v): s.v = v
    def __index__(s):
        a.clear(); a.extend(range(100))
        return s.v
b = list(range(20))
a[Ix(1):Ix(3)] = b[Ix(0):Ix(5)]
print(a[:10], len(a))
a = list(range(10))
b = list(range(10))
class Ix2:
    def __init__(s, v): s.v = v
    def __index__(s):
        b.clear()
        return s.v
try:
    a[0:3] = b[Ix2(0):Ix2(5):Ix2(1)]
except Exception as e: print(type(e), e)
print(a)
a = list(range(10)); b = list(range(30))
class Ix3:
    def __init__(s, v): s.v = v
    def __index__(s):
        b.clear(); b.extend(range(1000,1100))
        return s.v
a[Ix3(0):Ix3(5)] = b[2:80:3]
print(a, len(a))
class L(list):
    def __getitem__(s, i): return ['sub']
a = list(range(5))
a[0:2] = L([1,2,3])[0:2]
print(a)
class M(list):
    def __setitem__(s, i, v): print('set', i, v)
m = M(range(5))
m[0:2] = [9,9][0:1]
print(m)
a = list(range(5))
a[1:3] = a[::-1]
print(a)
a = list(range(5))
a[10**20:10**30] = a[-10**20:10**20:10**19]
print(a)
a = list(range(5))
try:
    a[::2] = a[0:2]
except ValueError as e: print(e)
a = list(range(5))
a[::-1] = a[::1]
print(a)
a = list(range(5)); b = (1,2,3)
a[1:2] = b[0:3]
print(a)
s = 'abcdef'
a[0:1] = s[1:5:2]
print(a)
a[:] = a[:]
print(a)
try:
    a[0:1:0] = a[0:1]
except ValueError as e: print(e)
try:
    a[0:1] = a[0:1:0]
except ValueError as e: print(e)
# --- starred_unpack_in_place
# starred unpack in place
xs = [1,2,3,4,5]
a, *b, c = xs
print(a,b,c, b is xs)
b.append(9); print(xs)
class L(list):
    def __iter__(s): return iter([7,8,9])
a, *b, c = L([1,2,3,4,5]); print(a,b,c)
class L2(list):
    def __len__(s): return 100
a, *b, c = L2([1,2,3]); print(a,b,c)
class L3(list):
    def __getitem__(s, i): return 'x'
a, *b, c = L3([1,2,3]); print(a,b,c)
try:
    a, *b, c = [1]
except ValueError as e: print(e)
try:
    a, b, *c = [1]
except ValueError as e: print(e)
def f():
    xs = [1,2,3,4]
    a, *b, c = xs
    xs[0] = 100
    return a, b, c, xs
print(f())
def g(xs):
    *b, xs = xs
    return b, xs
print(g([1,2,3]))
def h(xs):
    xs, *b = xs
    return b, xs
print(h([1,2,3]))
def k():
    xs = [1,2,3]
    a, *xs, b = xs
    return a, xs, b
print(k())
# generator mutating
def gen():
    ys = [1,2,3]
    *a, b = ys
    yield a
    yield b
print(list(gen()))
a, *b = [] or [0]
print(a, b)
t = (1,2,3)
a, *b, c = t
print(b)
a, *b, c = 'hello'
print(b)
a, *b, c = range(5)
print(b)
a, *b, c = {1:1, 2:2, 3:3}
print(b)
def kk():
    xs = [1,2,3,4,5,6]
    for i in range(3):
        a, *xs, b = xs
        print(a, xs, b)
kk()
# --- starred_unpack_aliasing
def f():
    xs = [1,2,3,4,5]
    a, *b, c = xs
    b[0] = 99; b.append(77)
    print(xs, b)
    xs.append(6); xs[1] = -1
    print(xs, b)
    a, *b = xs
    b.append(0); print(xs, b)
    *b, a = xs
    b.append(0); b[0]=1000; print(xs, b)
f()
xs = [1,2,3,4,5]
a, *b, c = xs
b[0] = 99; b.append(77)
print(xs, b)
*b, a = xs
b.append(0); b[0]=1000; print(xs, b)
# --- direct_append_pop_add
# direct append/pop/add
class L(list):
    def append(s, x): print('L.append', x)
    def pop(s, *a): print('L.pop'); return 'p'
l = L(); l.append(1); print(l.pop(), l)
class S(set):
    def add(s, x): print('S.add', x)
s = S(); s.add(3); print(s)
class L2(list): pass
l2 = L2(); l2.append = lambda x: print('inst', x); l2.append(5); print(l2)
l2.pop = lambda: 'ip'; print(l2.pop())
xs = []
try: xs.pop()
except IndexError as e: print(e)
try: xs.append()
except TypeError as e: print(e)
try: xs.append(1, 2)
except TypeError as e: print(e)
try: xs.pop(1, 2)
except TypeError as e: print(e)
try: xs.append(x=1)
except TypeError as e: print(e)
fs = frozenset()
try: fs.add(1)
except AttributeError as e: print(e)
t = ()
try: t.append(1)
except AttributeError as e: print(e)
s = set()
class H:
    def __hash__(self):
        s.clear(); s.add(99); return 1
    def __eq__(self, o): return True
s.add(H()); print(len(s))
s.add(H()); print(len(s))
class H2:
    def __hash__(self): raise ValueError('hh')
try: s.add(H2())
except ValueError as e: print(e)
try: s.add([])
except TypeError as e: print(e)
# method rebinding
append = [].append
ys = []
for i in range(3): ys.append(i)
print(ys)

list.append  # attr
# shadowing via name 'xs' bound to a non-list
xs = {}
try: xs.append(1)
except AttributeError as e: print(e)
xs = [1]
def f():
    xs.pop(); xs.pop()
try: f()
except IndexError as e: print(e)
d = {}
print(d.pop(1, 'dflt'))
try: d.pop()
except TypeError as e: print(e)
class Str(str):
    pass
ss = Str('a')
try: ss.append(1)
except AttributeError as e: print(e)
# append self
z = []
z.append(z); print(z)
s = {1}
s.add(frozenset(s)); print(len(s))
# pop with index args
l = [1,2,3]
print(l.pop(-1), l.pop(0), l)
try: l.pop(5)
except IndexError as e: print(e)
try: l.pop(2**100)
except IndexError as e: print(e)
try: l.pop('a')
except TypeError as e: print(e)
class Idx:
    def __index__(s): l.clear(); return 0
l = [1,2,3]
try: print(l.pop(Idx()))
except IndexError as e: print(e)
# --- conditions_truth_nan
import math
nan = float('nan')
class B:
    def __init__(s, v): s.v = v
    def __bool__(s): print('bool', s.v); return s.v
class BL:
    def __len__(s): return -1
class BL2:
    def __len__(s): return 2**70
class BB:
    def __bool__(s): return 1
class BE:
    def __bool__(s): raise KeyError('k')
def t(x):
    try:
        if x: return 'T'
        return 'F'
    except Exception as e: return type(e).__name__ + str(e)
for v in [BL(), BL2(), BB(), BE(), nan, 0.0, -0.0, 10**100, [], [0], '', b'', range(0), range(2**100)]:
    print(t(v))
print(B(True) and B(False) or B(True))
x = B(False) or B(0)
print(x.v)
if B(1) and B(0): pass
while B(0): pass
print(1 if B(0) else 2)
print(not B(1))
print(nan < nan, nan == nan, nan != nan, 1 < nan < 2, nan is nan)
a = [nan]; print(nan in a, a == a, [float('nan')] == [float('nan')])
print(1 < 2 < 3 < 2, 1 < 2 > 1 == 1)
class C:
    def __lt__(s, o): return B(1)
    def __eq__(s, o): return B(0)
if C() < 1: print('lt')
if C() == 1: print('eq')
if 1 < C() < 2: print('chain')
while C() == C(): break
else: print('else')
i = 0
while i < 10**20 and i < 3: i += 1
print(i)
y = 0.5
while y < 4: y = y * 2 + 0.1
print(y)
if (1 if 0 else B(0)): print('x')
print([v for v in range(10) if v % 2 and v > 3 or v == 0])
def g():
    for i in range(5):
        if i and B(i % 2): yield i
print(list(g()))
if not (a := B(0)) and not a: print('walrus')
x = 1e308
if x * 10 > x: print('inf')
if -x * 10 < -1e308: print('-inf')
if 2**1024 > 1e308: print('big')
try:
    if 2**1024 > nan: print('?')
    else: print('no')
except OverflowError as e: print(e)
print(int is int, None is None, not None)
# --- loops_range_tuple_mutation
import sys
for i in range(2**63-3, 2**63+2): print(i)
for i in range(-2**63+1, -2**63-3, -1): print(i)
for i in range(10**20, 10**20+3): print(i, type(i))
for i in range(5, 0, -2): print(i)
for i in range(3):
    i = 'x'; print(i)
r = range(3)
for i in r:
    r = range(100)
print(i)
t = (1, 2, 3)
for x in t:
    t = (9,)
    print(x)
for x in (1, 2.5, 'a', None): print(x)
for a, b in ((1, 2), (3, 4)): print(a, b)
try:
    for a, b in ((1, 2), (3,)): print(a, b)
except ValueError as e: print(e)
class I(int):
    def __index__(s): return 3
for i in range(I(2)): print(i)
class J:
    def __index__(s): return 2**64
try:
    for i in range(J()):
        if i > 2: break
    print(i)
except Exception as e: print(type(e), e)
for i in range(sys.maxsize - 2, sys.maxsize): print(i)
try:
    for i in range(0, 10, 0): pass
except ValueError as e: print(e)
xs = [1, 2, 3]
for x in xs:
    if len(xs) < 8: xs.append(x * 10)
print(xs)
xs = [1, 2, 3, 4, 5]
for x in xs:
    xs.remove(x)
print(xs)
xs = [1, 2, 3]
print([xs.append(x) or x for x in xs if len(xs) < 6])
xs = [1, 2, 3, 4, 5, 6]
print([xs.pop() for x in xs])
xs = [1, 2, 3]
print({x: xs.clear() for x in xs})
xs = [1, 2, 3]
print({x for x in xs if (len(xs) < 10 and xs.insert(0, 9)) or True})
class L(list):
    def __iter__(s): return iter('abc')
    def __getitem__(s, i): return 'g'
    def __len__(s): return 1000
print([x for x in L([1,2])], list(L([1])))
for x in L([1]): print(x)
print([(x, y) for x in range(3) for y in range(x)])
print([x for x in (1, 2, 3) if x > 1])
def gen(xs):
    for x in xs: yield x * 2
ys = [1, 2]
g = gen(ys)
print(next(g)); ys.extend([3, 4]); print(list(g))
def gen2(xs):
    for x in xs:
        if x: yield x
ys = [0, 1, 0, 2]
g = gen2(ys)
print(next(g)); ys.clear(); print(list(g))
def gen3(n):
    for i in range(n): yield i
print(sum(gen3(10**5)))
def gen4(t):
    for x in t: yield x
print(list(gen4((1, 2, 3))))
def gen5():
    yield from gen5b()
def gen5b():
    for i in range(3):
        yield i
        yield from gen3(2)
print(list(gen5()))
# --- bigint_temporaries
a = 10**20
y = (t := a*a) + 1
print(t, y)
z = (u := a*a) - a
print(u, z)
b = -(10**30)
w = (v := b*b) + b + b
print(v, w)
lst = [a*a]
q = lst[0] + 1
print(lst, q)
def f():
    return a*a
r = (s := f()) + 1
print(s, r)
k = (m := a + a) + a
print(m, k)
k2 = ((m2 := a - 1) - 1) - 1
print(m2, k2)
x = a*a
x += 1
x2 = x
x += 1
print(x, x2)
# temp as arg to function inside tree
def g(n): 
    global keep
    keep = n
    return n
z = g(a*a) + 1
print(keep, z)
z = (lambda n: n)(a*a+1) + 1
print(z)
# augmented with temp
c = a*a
c2 = c
c2 += a*a
print(c, c2)
# comprehension
print([(p := a*i) + 1 for i in range(3)], p)
# negative and mixed
n1 = (h := -a*a) + -a
print(h, n1)
import sys
o = (big := 2**200) + 1
print(big, o)
o = (big2 := a*a*a) - (a*a*a)
print(big2, o)
# int subclass
class I(int):
    def __add__(s, o): return 'I+'
print(I(5)*a + 1)
print((I(5)+a), a + I(3))
t = (1<<100, )
s = t[0] + 1
print(t, s)
# --- bigint_temporaries_identity
x = 10**30
m = 10**40
y = (x % m) + 1
print(x, y)
y = (x * 1) + 1
print(x, y)
y = (1 * x) + 1
print(x, y)
y = (x + 0) + 1
print(x, y)
y = (0 + x) + 1
print(x, y)
y = (x - 0) + 1
print(x, y)
y = (x // 1) + 1
print(x, y)
y = 1 + (x // 1)
print(x, y)
y = (x % -m) - 1
print(x, y)
n = -x
y = (n % -m) + 1
print(n, y)
y = (n // 1) - 5
print(n, y)
z = 0
y = (x + z) + 1
print(x, y)
o = 1
y = (x * o) + 1
print(x, y)
y = (x * True) + 1
print(x, y)
t = True
y = (x * t) - 1
print(x, y)
