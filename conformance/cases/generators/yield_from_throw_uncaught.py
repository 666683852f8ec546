# an exception thrown through yield from can be caught by the delegator
def inner():
    yield 1
def outer():
    try:
        yield from inner()
    except KeyError as e:
        print("outer caught", repr(e))
        yield "recovered"
g = outer()
next(g)
print(g.throw(KeyError("k")))
