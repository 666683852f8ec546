# a failing as-target store is reported to __exit__
class CM:
    def __init__(self, name="cm", value=None, suppress=False):
        self.name, self.value, self.suppress = name, value, suppress
    def __enter__(self):
        print("enter", self.name)
        return self.value
    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None, repr(v))
        return self.suppress
try:
    with CM(value=3) as (a, b):
        print("body")
except TypeError as e:
    print("caught", e)
