# walrus inside a function binds a local
def f():
    [(z := i) for i in range(3)]
    return z
print(f())
