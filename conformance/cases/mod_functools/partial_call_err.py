# partial call with a bad argument
from functools import partial
def f(a):
    return a
partial(f, 1)(2)
