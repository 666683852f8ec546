# Found by conformance/difftest/gen_stdlib.py: a class named in a call's
# duplicate-keyword error is module.qualname() (_PyObject_FunctionStr);
# struct.calcsize is METH_O.
import textwrap, struct, collections
class K:
    def __init__(self, **kw): pass
    class In:
        def __init__(self, **kw): pass
def f(**kw): pass
for g in [lambda: textwrap.shorten('abc def', 5, max_lines=2), lambda: K(a=1, **{'a': 2}), lambda: K.In(a=1, **{'a': 2}), lambda: f(a=1, **{'a': 2}),
          lambda: dict(a=1, **{'a': 2}), lambda: print(sep='', **{'sep': 1}), lambda: collections.deque(maxlen=1, **{'maxlen': 2}),
          lambda: struct.calcsize(), lambda: struct.calcsize('i', 1), lambda: struct.calcsize(fmt='i'), lambda: int(**{'base': 2}, base=3)]:
    try:
        print(g())
    except TypeError as e:
        print(e)
