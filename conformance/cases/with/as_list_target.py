# the as target can be a list target with a star
class CM:
    def __init__(self, name="cm", value=None, suppress=False):
        self.name, self.value, self.suppress = name, value, suppress
    def __enter__(self):
        print("enter", self.name)
        return self.value
    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None, repr(v))
        return self.suppress
with CM(value="abc") as [p, *q]:
    print(p, q)
