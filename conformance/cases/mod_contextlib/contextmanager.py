# generator-based context managers
from contextlib import contextmanager
@contextmanager
def tag(name):
    print('<%s>' % name)
    yield name.upper()
    print('</%s>' % name)
with tag('a') as t:
    print('body', t)
@contextmanager
def guarded():
    try:
        yield
    except KeyError as e:
        print('handled', e)
    finally:
        print('cleanup')
with guarded():
    {}['k']
print('after')
