# functions without return give None
def f():
    pass
def g():
    return
print(f(), g(), f() is None)
