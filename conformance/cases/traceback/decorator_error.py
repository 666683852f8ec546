# an error raised by a decorator
def deco(f):
    raise TypeError("no")
@deco
def g():
    pass
