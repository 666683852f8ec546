# a local read before assignment
def f():
    print(v)
    v = 1
f()
