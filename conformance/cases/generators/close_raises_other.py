# an exception raised during close propagates
def g():
    try:
        yield 1
    except GeneratorExit:
        raise ValueError("during close")
it = g()
next(it)
try:
    it.close()
except ValueError as e:
    print("propagated", e, type(e.__context__).__name__)
