# catching GeneratorExit and returning is a clean close
def g():
    try:
        yield 1
    except GeneratorExit:
        print("exiting")
        return "ignored value"
it = g()
next(it)
print(it.close())
