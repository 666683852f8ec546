# return in a generator sets StopIteration.value
def g():
    yield 1
    return "done"
it = g()
next(it)
try:
    next(it)
except StopIteration as e:
    print(repr(e.value), e.args)
