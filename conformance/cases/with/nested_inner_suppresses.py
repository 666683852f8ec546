# an inner manager that suppresses hides the exception from the outer
class CM:
    def __init__(self, name="cm", value=None, suppress=False):
        self.name, self.value, self.suppress = name, value, suppress
    def __enter__(self):
        print("enter", self.name)
        return self.value
    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None, repr(v))
        return self.suppress
with CM("outer"):
    with CM("inner", suppress=True):
        raise ValueError("x")
    print("between")
print("after")
