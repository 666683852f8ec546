# yield from a non-iterable raises TypeError when reached
def g():
    yield 1
    yield from 5
it = g()
print(next(it))
try:
    next(it)
except TypeError as e:
    print(e)
