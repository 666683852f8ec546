# yield from a list, a range and a string
def g():
    yield from [1, 2]
    yield from range(3, 5)
    yield from "ab"
print(list(g()))
