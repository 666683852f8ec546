# throw(ExcClass) instantiates the exception inside the generator
def g():
    try:
        yield 1
    except ValueError as e:
        print("caught", repr(e))
        yield "recovered"
it = g()
next(it)
print(it.throw(ValueError))
