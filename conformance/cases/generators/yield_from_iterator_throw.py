# throw with a sub-iterator lacking throw raises at the yield from
def g():
    try:
        yield from iter([1, 2])
    except ValueError:
        print("caught in delegator")
        yield "after"
it = g()
next(it)
print(it.throw(ValueError))
