# yield from delegation and return value
def inner():
    yield 1
    yield 2
    return "done"
def outer():
    r = yield from inner()
    yield r
print(list(outer()))
