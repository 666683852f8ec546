# function attributes as agent code uses them: counters, caches, registries, decorators that tag
import functools

def track(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        wrapper.history.append(args)
        return fn(*args, **kwargs)
    wrapper.calls = 0
    wrapper.history = []
    return wrapper

@track
def add(a, b):
    "Add two numbers."
    return a + b

print(add(1, 2), add(3, 4), add.calls, add.history, add.__name__, add.__doc__, add.__wrapped__.__name__)
print(sorted(vars(add)), add.__module__)

def memo(n):
    if n in memo.cache:
        return memo.cache[n]
    r = n if n < 2 else memo(n - 1) + memo(n - 2)
    memo.cache[n] = r
    return r
memo.cache = {}
print(memo(60), len(memo.cache))

REGISTRY = {}
def register(name):
    def deco(f):
        f.tool_name = name
        REGISTRY[name] = f
        return f
    return deco

@register("search")
def search(q):
    return q.upper()
print(REGISTRY["search"].tool_name, getattr(search, "tool_name"), getattr(search, "missing", None), hasattr(search, "tool_name"))
setattr(search, "x", 1); delattr(search, "x"); print(hasattr(search, "x"))
try:
    search.nope
except AttributeError as e:
    print(e)
try:
    del search.nope
except AttributeError as e:
    print(e)
search.__dict__.update(a=1, b=2)
print(search.a + search.b, sorted(search.__dict__), search.__dict__ is search.__dict__)
search.__dict__ = {"fresh": True}
print(search.fresh, hasattr(search, "tool_name"))
class C:
    def m(self):
        return 1
C.m.label = "L"
print(C().m.label, C.m.__dict__)
