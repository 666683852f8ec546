# *args collects extra positionals as a tuple
def f(a, *args):
    return a, args
print(f(1), f(1, 2, 3), f(*range(4)), f(*"ab"))
def g(*args):
    return type(args).__name__, len(args)
print(g(), g(None))
