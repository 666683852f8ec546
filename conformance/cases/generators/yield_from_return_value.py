# yield from evaluates to the sub-generator's return value
def inner():
    yield 1
    return "inner result"
def outer():
    r = yield from inner()
    print("got", r)
    r2 = yield from [2]
    print("list gives", r2)
print(list(outer()))
