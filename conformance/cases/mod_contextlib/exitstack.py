# ExitStack ordering and callbacks
from contextlib import ExitStack, contextmanager
@contextmanager
def cm(n):
    print('enter', n)
    yield n
    print('exit', n)
with ExitStack() as stack:
    vals = [stack.enter_context(cm(i)) for i in range(3)]
    stack.callback(print, 'callback', 'arg')
    print(vals)
with ExitStack() as stack:
    stack.callback(print, 'kept')
    moved = stack.pop_all()
print('moved out')
moved.close()
