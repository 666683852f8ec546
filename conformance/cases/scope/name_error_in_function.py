# NameError raised inside a function for a missing global
def f():
    return missing + 1
f()
