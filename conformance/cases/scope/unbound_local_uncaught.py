# uncaught UnboundLocalError
x = 1
def f():
    x += 1
    return x
f()
