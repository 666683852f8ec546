# partial application and attributes
from functools import partial
def f(a, b, c=3, *, d=4):
    return (a, b, c, d)
p = partial(f, 1, d=9)
print(p(2), p(2, 5), p(2, d=0))
print(p.args, p.keywords, p.func is f)
q = partial(p, 7)
print(q(), q.args, q.func is f)
print(partial(int, base=2)('1010'))
