# GeneratorExit is not caught by except Exception
def g():
    try:
        yield 1
    except Exception:
        print("not here")
    finally:
        print("finally")
it = g()
next(it)
it.close()
print(issubclass(GeneratorExit, Exception), issubclass(GeneratorExit, BaseException))
