# the first iterable is evaluated in the enclosing scope
def f():
    x = [1, 2]
    return [x for x in x]
print(f())
