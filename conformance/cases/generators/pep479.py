# StopIteration raised inside a generator becomes RuntimeError
def g():
    yield 1
    raise StopIteration("inner")
try:
    print(list(g()))
except RuntimeError as e:
    print(e, repr(e.__cause__))
