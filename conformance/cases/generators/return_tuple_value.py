# a tuple return value is StopIteration.value
def g():
    return (1, 2)
    yield
try:
    next(g())
except StopIteration as e:
    print(e.value, e.args)
