# a function sees the module's __name__
def f():
    return __name__
print(f())
