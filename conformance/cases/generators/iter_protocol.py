# a generator is its own iterator
def g():
    yield 1
it = g()
print(iter(it) is it, it.__iter__() is it, it.__next__())
