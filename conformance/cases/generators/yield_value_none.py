# yield evaluates to None when resumed with next()
def g():
    x = yield 1
    print("x is", x)
    y = yield
    print("y is", y)
it = g()
print(next(it))
print(next(it))
try:
    next(it)
except StopIteration:
    print("done")
