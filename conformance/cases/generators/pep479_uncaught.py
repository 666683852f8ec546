# an uncaught PEP 479 RuntimeError
def g():
    raise StopIteration
    yield
next(g())
