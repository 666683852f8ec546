# an exception in a handler propagates with context
def f():
    try:
        raise ValueError("first")
    except ValueError:
        raise TypeError("second")
try:
    f()
except TypeError as e:
    print(e, "| context:", repr(e.__context__))
