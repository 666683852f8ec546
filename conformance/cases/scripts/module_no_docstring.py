# a script without a docstring has __doc__ None; a later string is not a docstring
print(__doc__)
"""not the docstring"""
print(__doc__)
def f():
    "f's doc"
    return __doc__
print(f(), f.__doc__)
