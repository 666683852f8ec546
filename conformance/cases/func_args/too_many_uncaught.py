# uncaught too many positional arguments
def f(a, b):
    pass
f(1, 2, 3)
