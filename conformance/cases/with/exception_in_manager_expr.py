# an exception evaluating the manager expression skips everything
class CM:
    def __init__(self, name="cm", value=None, suppress=False):
        self.name, self.value, self.suppress = name, value, suppress
    def __enter__(self):
        print("enter", self.name)
        return self.value
    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None, repr(v))
        return self.suppress
def make():
    raise LookupError("no manager")
try:
    with CM("a"), make():
        print("body")
except LookupError as e:
    print("caught", e)
