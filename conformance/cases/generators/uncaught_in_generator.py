# an uncaught exception raised inside a generator
def g():
    yield 1
    {}["missing"]
for x in g():
    print(x)
