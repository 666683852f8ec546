# break out of a while loop through nested with blocks
class CM:
    def __init__(self, name="cm", value=None, suppress=False):
        self.name, self.value, self.suppress = name, value, suppress
    def __enter__(self):
        print("enter", self.name)
        return self.value
    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None, repr(v))
        return self.suppress
n = 0
while True:
    with CM("outer"):
        with CM("inner"):
            n += 1
            if n == 2:
                break
print("n", n)
