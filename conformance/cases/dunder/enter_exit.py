# context manager protocol
class CM:
    def __enter__(self):
        print("enter")
        return "value"
    def __exit__(self, t, v, tb):
        print("exit", t.__name__ if t else None)
        return True
with CM() as v:
    print("body", v)
with CM():
    raise ValueError("x")
print("after")
