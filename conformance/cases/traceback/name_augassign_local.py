# a local augmented before assignment
def f():
    x += 1
f()
