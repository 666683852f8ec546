# return inside with calls __exit__(None, None, None) and keeps the value
class CM:
    def __init__(self, name="cm", value=None, suppress=False):
        self.name, self.value, self.suppress = name, value, suppress
    def __enter__(self):
        print("enter", self.name)
        return self.value
    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None, repr(v))
        return self.suppress
def f():
    with CM(value=5) as v:
        return v * 2
    print("not reached")
print(f())
