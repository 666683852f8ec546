# send() is delegated to the sub-generator
def inner():
    while True:
        x = yield
        if x is None:
            return "stopped"
        print("inner got", x)
def outer():
    r = yield from inner()
    print("outer got", r)
    yield "after"
g = outer()
next(g)
g.send(1)
g.send(2)
print(g.send(None))
