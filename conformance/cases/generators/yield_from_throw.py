# throw() is delegated to the sub-generator
def inner():
    try:
        yield 1
    except ValueError as e:
        print("inner caught", e)
        yield 2
def outer():
    yield from inner()
    yield 3
g = outer()
print(next(g))
print(g.throw(ValueError("x")))
print(next(g))
