# send to a delegating generator whose sub-iterator has no send method
def g():
    yield from iter([1, 2, 3])
it = g()
print(next(it))
try:
    it.send("x")
except AttributeError as e:
    print(e)
