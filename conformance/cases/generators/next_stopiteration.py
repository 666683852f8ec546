# next() past the end raises StopIteration; next with default
def g():
    yield 1
it = g()
print(next(it), next(it, "default"), next(it, "again"))
try:
    next(it)
except StopIteration as e:
    print("StopIteration", e.args)
