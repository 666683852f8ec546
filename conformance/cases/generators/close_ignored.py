# a generator yielding after GeneratorExit makes close() raise RuntimeError
def g():
    try:
        yield 1
    except GeneratorExit:
        print("ignoring")
    yield 2
    print("not reached")
it = g()
next(it)
try:
    it.close()
except RuntimeError as e:
    print(e)
print(next(it, "exhausted?"))
