# Recursion through builtins and protocols that call back into Python
# (sorted's key, map/filter, functools.reduce, re.sub's repl, json's
# default, copy's __deepcopy__, format/__format__, __eq__ of list items,
# __hash__ in a frozenset, __index__ of a subscript, descriptors'
# __get__, metaclass __call__, __getattr__, __init_subclass__, __iter__,
# __contains__, __enter__, class bodies, decorators, comprehensions,
# generator expressions, f-strings, generators resumed inside generators,
# tracebacks 19,000 frames deep kept alive): each level holds Go frames
# of the builtin between the Python calls. At the highest recursion
# limit each must end in RecursionError, MemoryError or the timeout,
# never Go's stack overflow.
# recursion: 20000
# timeout: 3s
# --- classbody
def rec(n):
    if n == 0: return 0
    class C:
        x = rec(n-1)
    return C.x
print(rec(19000))
# --- comp
def rec(n):
    if n == 0: return 0
    return [rec(n-1) for _ in [0]][0]
print(rec(19000))
# --- contains
class C:
    def __init__(s, n): s.n = n
    def __contains__(s, x):
        if s.n == 0: return True
        return x in C(s.n-1)
print(1 in C(19000))
# --- deco
def rec(n):
    if n == 0: return lambda f: f
    @rec(n-1)
    def g(): pass
    return lambda f: f
print(rec(19000))
# --- deepcopy
import copy
class C:
    def __init__(s, n): s.n = n
    def __deepcopy__(s, memo):
        if s.n == 0: return 0
        return copy.deepcopy(C(s.n-1))
print(copy.deepcopy(C(19000)))
# --- descr
class D:
    def __get__(s, obj, typ):
        if obj.n == 0: return 0
        return C(obj.n - 1).x
class C:
    x = D()
    def __init__(s, n): s.n = n
print(C(19000).x)
# --- eq
class E:
    def __init__(s, n): s.n = n
    def __eq__(s, o):
        if s.n == 0: return True
        return [E(s.n-1)] == [E(s.n-1)]
print(E(19000) == E(1))
# --- filt
def rec(n):
    if n == 0: return 0
    return list(filter(lambda x: rec(x) or 1, [n-1]))[0]
print(rec(19000))
# --- fmt
class F:
    def __init__(s, n): s.n = n
    def __format__(s, spec):
        if s.n == 0: return 'f'
        return format(F(s.n-1), spec)
print(format(F(19000), ''))
# --- fstr
def rec(n):
    if n == 0: return '0'
    return f"{rec(n-1)!r:>{len('ab')}}"[:3]
print(rec(19000))
# --- gen_deep
def g(n):
    if n == 0:
        yield 0
        return
    yield next(g(n-1))
print(next(g(19000)))
# --- genexp
def rec(n):
    if n == 0: return 0
    return sum(rec(n-1) for _ in [0])
print(rec(19000))
# --- getattr
class G:
    def __init__(s, n): s.n = n
    def __getattr__(s, name):
        if s.n == 0: return 0
        return getattr(G(s.n-1), name)
print(G(19000).zzz)
# --- hash
class H:
    def __init__(s, n): s.n = n
    def __hash__(s):
        if s.n == 0: return 1
        return hash(frozenset({H(s.n-1)}))
print(hash(H(19000)) is not None)
# --- index
xs = [0, 1]
class I:
    def __init__(s, n): s.n = n
    def __index__(s):
        if s.n == 0: return 0
        return xs[I(s.n-1)]
print(xs[I(19000)])
# --- init_sub
def rec(n):
    if n == 0: return 0
    class B:
        def __init_subclass__(cls): rec(n-1)
    class C(B): pass
    return 0
print(rec(19000))
# --- iter
class It:
    def __init__(s, n): s.n = n
    def __iter__(s):
        if s.n == 0: return iter([0])
        return iter(list(It(s.n-1)))
print(list(It(19000)))
# --- jsondef
import json
def rec(n):
    if n == 0: return 0
    return json.dumps(object(), default=lambda o: rec(n-1))
print(rec(19000)[:10])
# --- mapf
def rec(n):
    if n == 0: return 0
    return next(map(rec, [n-1]))
print(rec(19000))
# --- meta
class M(type):
    def __call__(cls, n):
        if n == 0: return 0
        return cls(n-1)
class C(metaclass=M): pass
print(C(19000))
# --- reduce
import functools
def rec(n):
    if n == 0: return 0
    return functools.reduce(lambda a, b: rec(n-1), [1, 2])
print(rec(19000))
# --- repr
class R:
    def __init__(s, n): s.n = n
    def __repr__(s):
        if s.n == 0: return 'x'
        return repr([R(s.n-1)])[:5]
print(repr(R(19000)))
# --- resub
import re
def rec(n):
    if n == 0: return 'a'
    return re.sub('a', lambda m: rec(n-1), 'a')
print(rec(19000))
# --- sorted_key
def rec(n):
    if n == 0: return 0
    return sorted([1], key=lambda y: rec(n-1))[0]
rec(19000)
# --- tb
def rec(n):
    if n == 0: raise ValueError('x')
    return rec(n-1) + 1
keep = []
for i in range(30):
    try: rec(19000)
    except ValueError as e: keep.append(e)
print(len(keep))
# --- with
class W:
    def __init__(s, n): s.n = n
    def __enter__(s):
        if s.n == 0: return 0
        with W(s.n-1) as v: return v
    def __exit__(s, *a): pass
with W(19000) as v: print(v)
