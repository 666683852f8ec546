# docstrings of common exception classes
for cls in (ValueError, TypeError, KeyError, IndexError, StopIteration, OSError, ZeroDivisionError, RuntimeError):
    print(cls.__name__, repr(cls.__doc__))
