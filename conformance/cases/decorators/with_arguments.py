# a decorator factory taking arguments
def repeat(n, sep=" "):
    def deco(f):
        def wrapper(x):
            return sep.join([f(x)] * n)
        return wrapper
    return deco
@repeat(3)
def a(x):
    return str(x)
@repeat(2, sep="-")
def b(x):
    return x * 2
print(a(7), b("ab"))
