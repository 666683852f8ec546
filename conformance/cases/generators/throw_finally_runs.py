# a thrown exception runs finally blocks
def g():
    try:
        yield 1
    finally:
        print("cleanup")
it = g()
next(it)
try:
    it.throw(ZeroDivisionError)
except ZeroDivisionError:
    print("zde")
