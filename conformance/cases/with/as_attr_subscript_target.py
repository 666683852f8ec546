# the as target can be an attribute or a subscript
class CM:
    def __init__(self, name="cm", value=None, suppress=False):
        self.name, self.value, self.suppress = name, value, suppress
    def __enter__(self):
        print("enter", self.name)
        return self.value
    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None, repr(v))
        return self.suppress
class Box: pass
b = Box()
d = {}
with CM(value=1) as b.attr:
    pass
with CM(value=2) as d["k"]:
    pass
print(b.attr, d)
