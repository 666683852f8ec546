# when the generator returns after catching, throw raises StopIteration
def g():
    try:
        yield 1
    except ValueError:
        return "handled"
it = g()
next(it)
try:
    it.throw(ValueError)
except StopIteration as e:
    print("stop", e.value)
