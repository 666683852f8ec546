# __exit__ receives the exception type and instance
class M:
    def __enter__(self): return self
    def __exit__(self, t, v, tb):
        print(t is KeyError, type(v).__name__, v.args, isinstance(v, LookupError))
        return True
with M():
    raise KeyError("k", 2)
print("suppressed")
