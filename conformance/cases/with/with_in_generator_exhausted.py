# a generator with a with block runs __exit__ when exhausted
class CM:
    def __init__(self, name="cm", value=None, suppress=False):
        self.name, self.value, self.suppress = name, value, suppress
    def __enter__(self):
        print("enter", self.name)
        return self.value
    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None, repr(v))
        return self.suppress
def gen():
    with CM("g", value=10) as v:
        yield v
        yield v + 1
    print("after with")
print(list(gen()))
