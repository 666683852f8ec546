# a generator suspended in an except block keeps its exception
def g():
    try:
        raise KeyError("inside")
    except KeyError:
        yield 1
        raise
it = g()
next(it)
try:
    raise
except RuntimeError as e:
    print("caller has none:", e)
try:
    next(it)
except KeyError as e:
    print("re-raised", repr(e))
