# close() raises GeneratorExit at the yield, running finally
def g():
    try:
        yield 1
        yield 2
    finally:
        print("finally")
it = g()
print(next(it))
print(it.close())
print(list(it))
