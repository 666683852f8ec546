# exceptions raised in a generator get the caller's context
def g():
    yield 1
    raise ValueError("in gen")
it = g()
next(it)
try:
    try:
        raise KeyError("outer")
    except KeyError:
        next(it)
except ValueError as e:
    print(repr(e), repr(e.__context__))
