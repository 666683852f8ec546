# uncaught RecursionError
def f():
    return f()
f()
