# a generator that raised is finished
def g():
    yield 1
    raise ValueError("bad")
    yield 2
it = g()
print(next(it))
try:
    next(it)
except ValueError as e:
    print("error", e)
print(next(it, "finished"))
