# decorating a nested function and a lambda-built decorator
def outer():
    def deco(f):
        return lambda *a: ("wrapped", f(*a))
    @deco
    def inner(x):
        return x + 1
    return inner(1)
print(outer())
