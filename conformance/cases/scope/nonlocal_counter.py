# nonlocal counter in a closure
def counter():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    return inc
c = counter()
c()
c()
print(c())
c2 = counter()
print(c2(), c())
