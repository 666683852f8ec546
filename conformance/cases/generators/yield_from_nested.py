# three levels of delegation
def a():
    yield "a1"
    return "A"
def b():
    r = yield from a()
    yield "b:" + r
    return "B"
def c():
    r = yield from b()
    yield "c:" + r
print(list(c()))
