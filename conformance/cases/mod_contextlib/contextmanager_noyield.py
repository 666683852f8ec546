# generator that does not yield
from contextlib import contextmanager
@contextmanager
def cm():
    if False:
        yield
with cm():
    pass
