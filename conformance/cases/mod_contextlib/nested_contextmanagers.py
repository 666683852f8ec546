# nested context managers order
from contextlib import contextmanager
@contextmanager
def cm(name):
    print('enter', name)
    try:
        yield name
    finally:
        print('exit', name)
with cm('a') as a, cm('b') as b:
    print(a, b)
