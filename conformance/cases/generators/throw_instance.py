# throw(instance) raises that instance
def g():
    try:
        yield 1
    except KeyError as e:
        print("caught", repr(e), e.args)
    yield 2
it = g()
next(it)
err = KeyError("k")
print(it.throw(err))
