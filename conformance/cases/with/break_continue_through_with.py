# break and continue inside with call __exit__
class CM:
    def __init__(self, name="cm", value=None, suppress=False):
        self.name, self.value, self.suppress = name, value, suppress
    def __enter__(self):
        print("enter", self.name)
        return self.value
    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None, repr(v))
        return self.suppress
for i in range(4):
    with CM(str(i)):
        if i == 1:
            continue
        if i == 3:
            break
        print("body", i)
print("done")
