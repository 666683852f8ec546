def f():
    x = 1
# comment at col 0
    return x
