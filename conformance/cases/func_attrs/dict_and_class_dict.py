# function attributes and __dict__ (vars, functools.wraps), and a class __dict__: a mappingproxy with __dict__/__weakref__ getset descriptors
def f(): pass
try: f.__dict__ = 5
except TypeError as e: print(e)
try: del f.__dict__
except TypeError as e: print(e)
try: del f.x
except AttributeError as e: print(e)
class D(dict): pass
f.__dict__ = D(a=1); print(f.a)
import functools
def g(): pass
g.tag = 'x'
@functools.wraps(g)
def h(): pass
print(h.tag, sorted(h.__dict__))
class C: pass
d = C.__dict__['__dict__']
print(d, type(d).__name__, d.__name__)
c = C(); c.z = 1
print(d.__get__(c), d.__get__(None, C) is d, C.__dict__['__weakref__'].__get__(c))
try: C.__dict__['x'] = 1
except TypeError as e: print(e)
print(vars(C) == C.__dict__, type(vars(C)).__name__)
def counter():
    counter.calls += 1
    return counter.calls
counter.calls = 0
counter(); counter()
print(counter.calls, vars(counter), 'calls' in dir(counter))
f.__dict__['y'] = 2; print(f.y, f.__dict__); del f.y; print(f.__dict__, hasattr(f, 'y'))
lam = lambda: 0
lam.meta = {"k": 1}; print(lam.meta, lam.__dict__)
class E(Exception): x = 1
print(E.__dict__)
class K:
    "doc"
    x = 1
    def m(self): pass
print(list(K.__dict__), K.__dict__['x'], K.__dict__.get('nope'), 'm' in K.__dict__)
class Sub(K): pass
print(list(Sub.__dict__))
class SD:
    __slots__ = ('a', '__dict__')
print(list(SD.__dict__))
class W:
    __slots__ = ('__weakref__',)
print(list(W.__dict__))
try: d.__get__(5)
except TypeError as e: print(e)
print(sorted(k for k in dict(C.__dict__)), len(C.__dict__), C.__dict__.keys())
