# an undefined global in a function
def f():
    return zz
f()
