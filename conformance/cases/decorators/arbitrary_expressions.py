# decorators may be any expression (PEP 614)
decos = [lambda f: lambda: "first " + f(), lambda f: lambda: "second " + f()]
@decos[1]
def a():
    return "a"
@(lambda f: lambda: f().upper())
def b():
    return "b"
class NS:
    pass
ns = NS()
ns.deco = lambda f: lambda: f() * 2
@ns.deco
def c():
    return "c"
print(a(), b(), c())
