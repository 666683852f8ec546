# with statement calling __enter__ and __exit__
class CM:
    def __enter__(self):
        print("enter")
        return "value"
    def __exit__(self, t, v, tb):
        print("exit", t.__name__ if t else None)
        return True
with CM() as v:
    print("body", v)
    raise ValueError
print("after")
