# throwing into a finished generator raises the exception
def g():
    yield 1
it = g()
list(it)
try:
    it.throw(IndexError("late"))
except IndexError as e:
    print("raised", e)
