# positional-only names may appear in **kwargs
def f(a, /, **kw):
    return a, kw
print(f(1, a=2))
