# exception before the yield
from contextlib import contextmanager
@contextmanager
def cm():
    raise KeyError("early")
    yield
with cm():
    print("never")
