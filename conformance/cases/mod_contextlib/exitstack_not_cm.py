# enter_context of a non-context manager
from contextlib import ExitStack
with ExitStack() as s:
    s.enter_context(5)
