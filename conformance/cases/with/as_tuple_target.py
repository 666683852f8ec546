# the as target can be a tuple unpacking target
class CM:
    def __init__(self, name="cm", value=None, suppress=False):
        self.name, self.value, self.suppress = name, value, suppress
    def __enter__(self):
        print("enter", self.name)
        return self.value
    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None, repr(v))
        return self.suppress
with CM(value=(1, 2)) as (a, b):
    print(a, b)
with CM(value=[3, 4, 5]) as (x, *rest):
    print(x, rest)
