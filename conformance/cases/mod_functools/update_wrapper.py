# update_wrapper with custom assigned
import functools
def a():
    "doc a"
def b():
    pass
r = functools.update_wrapper(b, a, assigned=('__doc__',))
print(r is b, b.__name__, b.__doc__, b.__wrapped__ is a)
print(functools.WRAPPER_ASSIGNMENTS, functools.WRAPPER_UPDATES)
