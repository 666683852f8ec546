# next() on an exhausted iterator raises StopIteration
it = iter([1])
print(next(it))
try:
    next(it)
except StopIteration as e:
    print("stop", repr(e))
print(next(it, "default"))
