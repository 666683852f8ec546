# ExitStack callback raising
from contextlib import ExitStack
def bad():
    raise RuntimeError("in callback")
with ExitStack() as s:
    s.callback(bad)
    print("body")
