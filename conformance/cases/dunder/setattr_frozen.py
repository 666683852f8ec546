# a frozen object refuses assignment
class Frozen:
    def __init__(self, x):
        object.__setattr__(self, "x", x)
    def __setattr__(self, name, value):
        raise AttributeError("frozen: " + name)
    def __delattr__(self, name):
        raise AttributeError("frozen del: " + name)
f = Frozen(1)
print(f.x)
for act in (lambda: setattr(f, "x", 2), lambda: delattr(f, "x")):
    try:
        act()
    except AttributeError as e:
        print(e)
