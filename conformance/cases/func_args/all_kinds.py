# every kind of parameter together
def f(a, b=2, /, c=3, *args, d, e=5, **kw):
    return a, b, c, args, d, e, kw
print(f(1, d=4))
print(f(1, 2, 3, 4, 5, d=6, f=7))
print(f(*[1, 2, 3], *[4], d=0, **{"e": 1, "g": 2}))
