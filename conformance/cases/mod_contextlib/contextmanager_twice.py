# generator that yields twice
from contextlib import contextmanager
@contextmanager
def cm():
    yield
    yield
with cm():
    pass
