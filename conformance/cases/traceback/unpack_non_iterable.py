# unpacking an int
def f():
    x, y = 5
f()
