# return without a value gives StopIteration() with value None
def g():
    yield 1
    return
it = g()
next(it)
try:
    next(it)
except StopIteration as e:
    print(repr(e.value), e.args, repr(e))
