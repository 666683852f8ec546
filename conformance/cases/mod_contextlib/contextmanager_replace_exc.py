# generator raising a different exception
from contextlib import contextmanager
@contextmanager
def cm():
    try:
        yield
    except ValueError:
        raise TypeError("converted")
with cm():
    raise ValueError("orig")
