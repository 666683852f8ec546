# del of an unbound local: the carets are under the name
def f():
    del x
    x = 1
f()
