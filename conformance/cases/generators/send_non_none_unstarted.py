# sending a non-None value to a just-started generator
def g():
    yield 1
try:
    g().send(1)
except TypeError as e:
    print(e)
it = g()
print(it.send(None))
