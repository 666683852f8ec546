# contextmanager used as a decorator
from contextlib import contextmanager
@contextmanager
def logged():
    print('start')
    yield
    print('end')
@logged()
def work(x):
    print('work', x)
    return x * 2
print(work(3))
print(work(4))
