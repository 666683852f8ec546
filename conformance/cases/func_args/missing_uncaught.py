# uncaught missing argument
def f(x):
    return x
f()
