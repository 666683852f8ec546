# send and throw argument errors
def g():
    yield 1
it = g()
next(it)
try:
    it.send()
except TypeError as e:
    print(e)
try:
    it.throw()
except TypeError as e:
    print(e)
try:
    it.throw(5)
except TypeError as e:
    print(e)
