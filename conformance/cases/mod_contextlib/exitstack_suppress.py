# ExitStack with an exit that suppresses
from contextlib import ExitStack, suppress
with ExitStack() as stack:
    stack.enter_context(suppress(ValueError))
    stack.callback(print, 'cleanup')
    raise ValueError('x')
print('suppressed')
