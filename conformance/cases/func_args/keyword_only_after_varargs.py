# parameters after *args are keyword-only
def f(*args, sep="-"):
    return sep.join(args)
print(f("a", "b"), f("a", "b", sep="+"), f())
