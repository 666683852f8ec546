# an exception thrown and not caught propagates and finishes the generator
def g():
    yield 1
    yield 2
it = g()
next(it)
try:
    it.throw(RuntimeError("stop"))
except RuntimeError as e:
    print("propagated", e)
print(list(it))
