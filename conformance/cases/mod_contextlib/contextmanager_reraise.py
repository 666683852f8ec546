# exception propagates through a contextmanager
from contextlib import contextmanager
@contextmanager
def cm():
    try:
        yield 1
    finally:
        print('finally')
try:
    with cm():
        raise ValueError('boom')
except ValueError as e:
    print('caught', e)
