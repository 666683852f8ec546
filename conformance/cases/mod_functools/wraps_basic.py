# wraps copies name, doc, module, qualname, wrapped
from functools import wraps
def deco(fn):
    @wraps(fn)
    def inner(*a, **k):
        return fn(*a, **k) * 2
    return inner
@deco
def triple(x):
    "Triple x."
    return 3 * x
print(triple(2), triple.__name__, triple.__doc__, triple.__qualname__, triple.__module__)
print(triple.__wrapped__(2))
