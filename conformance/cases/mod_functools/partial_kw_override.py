# partial keyword override and nesting
from functools import partial
def f(**kw):
    return sorted(kw.items())
p = partial(f, a=1, b=2)
print(p(b=3), p(), partial(p, c=4)())
print(list(map(partial(pow, 2), range(5))))
print(sorted(['b', 'A', 'c'], key=partial(str.lower)))
