# stacked decorators evaluate top-down and apply bottom-up
def tag(name):
    print("evaluate", name)
    def deco(f):
        print("apply", name)
        def wrapper():
            return name + "(" + f() + ")"
        return wrapper
    return deco
@tag("outer")
@tag("inner")
def f():
    return "x"
print(f())
