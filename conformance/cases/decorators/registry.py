# a decorator that registers and returns the function unchanged
registry = {}
def register(name):
    def deco(f):
        registry[name] = f
        return f
    return deco
@register("add")
def add(a, b):
    return a + b
@register("mul")
def mul(a, b):
    return a * b
print(sorted(registry), registry["add"](2, 3), mul(2, 3), registry["mul"] is mul)
