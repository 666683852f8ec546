# a suppressed exception inside a loop continues with the next iteration
class CM:
    def __init__(self, name="cm", value=None, suppress=False):
        self.name, self.value, self.suppress = name, value, suppress
    def __enter__(self):
        print("enter", self.name)
        return self.value
    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None, repr(v))
        return self.suppress
for i in range(3):
    with CM(str(i), suppress=True):
        if i % 2 == 0:
            raise ValueError(i)
        print("odd", i)
print("end")
