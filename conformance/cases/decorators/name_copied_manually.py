# copying __name__ and __doc__ onto the wrapper without functools
def keep(f):
    def wrapper(*a, **k):
        return f(*a, **k)
    wrapper.__name__ = f.__name__
    wrapper.__doc__ = f.__doc__
    wrapper.wrapped = f
    return wrapper
@keep
def documented():
    """Docstring here."""
    return 1
print(documented.__name__, documented.__doc__, documented.wrapped())
