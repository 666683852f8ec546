# The evaluator's fast paths (issue 15) against CPython: unpacking into names without a copy
# of the list, x[a:b:c] on lists without a slice object, yield from chains forwarding
# straight to the innermost generator. Expected output: fastpaths.expected, from CPython 3.11.
import sys

# --- unpacking ---
def unpack_locals():
    l = [1, 2, 3]
    a, b, c = l
    t = (4, 5, 6)
    d, e, f = t
    print(a, b, c, d, e, f)
    a, b = b, a
    print(a, b)
    for x, y in [(1, 2), [3, 4]]:
        print(x, y)
    for bad in ([1, 2, 3], (1,), "ab", "abc", iter([1])):
        try:
            x, y = bad
            print("ok", x, y)
        except ValueError as exc:
            print("ValueError", exc)
    try:
        x, y = 5
    except TypeError as exc:
        print("TypeError", exc)
unpack_locals()

class Mutator:
    def __init__(self, l):
        self.l = l
    @property
    def p(self):
        return None
    @p.setter
    def p(self, v):
        self.l.clear()
        self.l.append("changed")

l = [1, 2, 3]
m = Mutator(l)
m.p, second, third = l
print(second, third, l)
l = [1, 2, 3]
x, l[0], z = l
print(x, l, z)
first, *mid, last = [1, 2, 3, 4, 5]
print(first, mid, last)
*init, tail = (1,)
print(init, tail)
g1, g2 = [10, 20]
print(g1, g2)

class Body:
    a, b = [1, 2]
    c, *d = (3, 4, 5)
print(Body.a, Body.b, Body.c, Body.d)

def cell_unpack():
    a, b = [1, 2]
    def inner():
        return a + b
    return inner()
print(cell_unpack())

# --- slices ---
class Idx:
    def __init__(self, n, target=None):
        self.n = n
        self.target = target
    def __index__(self):
        if self.target is not None:
            self.target.append(99)
        return self.n

l = list(range(10))
print(l[2:5], l[::2], l[::-1], l[-3:], l[:-3], l[5:2], l[5:2:-1], l[100:], l[-100:2])
print(l[Idx(1):Idx(4)], l[True:3], l[:2**70], l[-2**70:1])
grow = [0, 1, 2]
print(grow[Idx(0, grow):Idx(10)], grow)
try:
    l[::0]
except ValueError as exc:
    print("ValueError", exc)
try:
    l["a":]
except TypeError as exc:
    print("TypeError", exc)
print("hello"[1:4], (1, 2, 3, 4)[::-2], b"bytes"[1:3], range(10)[2:8:3])

class MyList(list):
    def __getitem__(self, k):
        return ("sub", k)
print(MyList([1, 2])[1:2])

perm = [0, 1, 2, 3, 4]
perm[:3] = perm[2::-1]
print(perm)
perm[1:4] = [7, 8, 9]
print(perm)
perm[1:4] = [5]
print(perm)
perm[1:2] = [1, 2, 3, 4]
print(perm)
perm[::2] = "abc"
print(perm)
try:
    perm[::2] = [1]
except ValueError as exc:
    print("ValueError", exc)
perm[:] = perm
print(perm)
perm[2:] = iter(range(3))
print(perm)
d = {}
try:
    d[1:2] = 3
except TypeError as exc:
    print("TypeError", exc)

# --- yield from chains ---
def leaf(n):
    for i in range(n):
        got = yield i
        if got is not None:
            print("leaf got", got)
    return "leaf done"

def middle(depth, n):
    if depth == 0:
        r = yield from leaf(n)
    else:
        r = yield from middle(depth - 1, n)
    return r + "/" + str(depth)

def top():
    r = yield from middle(3, 3)
    print("top saw", r)
    yield "last"

print(list(top()))
g = top()
print(next(g), g.send("a"), g.send("b"))
print(list(g))

def catcher():
    try:
        yield 1
        yield 2
    except KeyError as exc:
        print("caught", repr(exc))
        yield "recovered"
    finally:
        print("catcher finally")

def relay(depth):
    if depth == 0:
        yield from catcher()
    else:
        yield from relay(depth - 1)

g = relay(5)
print(next(g))
print(g.throw(KeyError("k")))
try:
    next(g)
except StopIteration:
    print("stopped")
g = relay(5)
print(next(g))
g.close()
print("closed")

def failing():
    yield 1
    raise ValueError("deep")

def wrap(depth):
    if depth == 0:
        yield from failing()
    else:
        yield from wrap(depth - 1)

g = wrap(3)
print(next(g))
try:
    next(g)
except ValueError as exc:
    print("ValueError", exc)
print(list(g))

def running_probe():
    yield outer_gen.gi_running
    try:
        next(outer_gen)
    except ValueError as exc:
        yield str(exc)

def outer():
    yield from running_probe()

outer_gen = outer()
print(list(outer_gen))

inner_gen = leaf(5)
def shared():
    yield from inner_gen
    yield "shared end"
s = shared()
print(next(s), next(inner_gen), next(s), list(s))

def handled():
    try:
        raise KeyError("handling")
    except KeyError:
        yield from probe_exc()

def probe_exc():
    yield repr(sys.exc_info()[1])
    yield repr(sys.exc_info()[1])

print(list(handled()))

def deep(n):
    if n == 0:
        yield "bottom"
    else:
        yield from deep(n - 1)

try:
    print(list(deep(50)))
except RecursionError:
    print("RecursionError")

# --- pairs without tuples: enumerate, zip, dict.items() into two names ---
def pairs_local():
    d = {"a": 1, "b": 2}
    out = []
    for i, x in enumerate("xyz", 2**62):
        out.append((i, x))
    for a, b in zip([1, 2, 3], "ab"):
        out.append(a * b)
    for [k, v] in d.items():
        out.append(k + str(v))
    out.append([(k, v) for k, v in d.items()])
    out.append({v: k for k, v in d.items()})
    out.append(sum(i * x for i, x in enumerate([5, 6, 7])))
    out.append(list((a, b) for a, b in zip("ab", "cd", strict=True)))
    try:
        for a, b in zip("ab", "abc", strict=True):
            out.append(a)
    except ValueError as exc:
        out.append(str(exc))
    try:
        for k, v in d.items():
            d["new" + k] = v
    except RuntimeError as exc:
        out.append(str(exc))
    z = zip([1], [2])
    out.append([(a, b) for a, b in z])
    out.append([(a, b) for a, b in z])
    for a, b in zip([1, 2], [3, 4], [5, 6]) if False else zip([(1, 2)], [3]):
        out.append((a, b))
    try:
        for a, b in enumerate([1, 2]):
            for c, d2 in zip([1], [2, 3]):
                out.append((a, b, c, d2))
    except Exception as exc:
        out.append(repr(exc))
    for a, b in {"p": 1}.items():
        out.append((a, b))
    for e in enumerate("q"):
        out.append(e)
    return out
print(pairs_local())

gi = gv = None
for gi, gv in enumerate(["g"]):
    pass
print(gi, gv)

class PairBody:
    for pk, pv in {"x": 1}.items():
        pass
print(PairBody.pk, PairBody.pv)

def closure_pairs():
    i = x = None
    def get():
        return i, x
    for i, x in enumerate("ab"):
        pass
    return get()
print(closure_pairs())

class D(dict):
    def items(self):
        return [("overridden", 1)]
for k, v in D(a=1).items():
    print(k, v)

def gen_pairs():
    for i, x in enumerate("ab"):
        yield i, x
print(list(gen_pairs()))

# --- yield from on steppers (no try/with around it) ---
def sub_ret(n):
    for i in range(n):
        yield i
    return n * 10

def step_assign(n):
    r = yield from sub_ret(n)
    yield ("r", r)
    return (yield from sub_ret(r // 10))

g = step_assign(2)
print(list(g))
def step_return():
    return (yield from step_assign(1))
g = step_return()
print(next(g), next(g), next(g))
try:
    next(g)
except StopIteration as exc:
    print("stop value", exc.value)

class Echo:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n > 3:
            raise StopIteration("echo done")
        return self.n
    def send(self, v):
        return ("echo sent", v)
    def throw(self, exc):
        return ("echo threw", repr(exc))

def over_echo():
    r = yield from Echo()
    yield ("echo returned", r)

g = over_echo()
print(next(g), g.send("s"), g.throw(KeyError("t")), next(g), next(g))
print(list(over_echo()))

def over_list():
    yield from [1, 2]
    yield from "ab"
    yield from (x * 2 for x in range(2))
g = over_list()
print(next(g))
try:
    g.send("x")
except AttributeError as exc:
    print("AttributeError", exc)
print(list(over_list()))
g = over_list()
next(g)
try:
    g.throw(ValueError("into list"))
except ValueError as exc:
    print("ValueError", exc)

async def acoro():
    return 1
def over_coro():
    c = acoro()
    try:
        yield from c
    finally:
        c.close()
def over_coro_step():
    yield from acoro()
try:
    list(over_coro_step())
except TypeError as exc:
    print("TypeError", exc)

def inner_finally():
    for i in range(3):
        yield i
    yield "never"

def inner_with_finally():
    try:
        yield 1
        yield 2
    finally:
        print("inner finally ran")

def outer_step(depth):
    if depth:
        yield from outer_step(depth - 1)
    else:
        yield from inner_with_finally()

g = outer_step(3)
print(next(g))
g.close()
print("closed chain")
g = outer_step(3)
print(next(g))
try:
    g.throw(IndexError("thrown in"))
except IndexError as exc:
    print("IndexError", exc)
print(next(g, "exhausted"))

def probe_running():
    yield outer_running.gi_running
def outer_r():
    yield from probe_running()
outer_running = outer_r()
print(list(outer_running))

def reenter():
    yield from reenter_g
reenter_g = reenter()
try:
    next(reenter_g)
except ValueError as exc:
    print("ValueError", exc)

def step_send():
    got = yield from sub_send()
    yield ("got", got)
def sub_send():
    x = yield "first"
    y = yield ("x", x)
    return y
g = step_send()
print(next(g), g.send(1), g.send(2))

def walk(tree):
    if isinstance(tree, list):
        for sub in tree:
            yield from walk(sub)
    else:
        yield tree
print(list(walk([1, [2, [3, [4]], 5], [[6]]])))

# --- parallel assignment without a tuple ---
def parallel():
    a, b = 1, 2
    a, b = b, a
    x = [0, 1, 2, 3]
    x[0], x[3] = x[3], x[0]
    i = 1
    i, x[i] = 2, "set"
    p, q, r, s = "pqrs"
    m = Mutator([1])
    m.p, y = 5, 6
    [c, d] = 7, 8
    t = (e, f) = 9, 10
    try:
        g, h = 1, undefined_name
    except NameError as exc:
        print("NameError", exc)
    return a, b, x, i, p, s, y, c, d, t, e, f
print(parallel())
gp, gq = 1, 2
gp, gq = gq, gp
print(gp, gq)
class ParBody:
    u, v = 1, 2
print(ParBody.u, ParBody.v)
