# closing a generator suspended in a with block calls __exit__ with GeneratorExit
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
    with CM("g"):
        yield 1
        yield 2
g = gen()
print(next(g))
g.close()
print("closed")
