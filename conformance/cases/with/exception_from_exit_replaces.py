# an exception from __exit__ replaces the body's one
class M:
    def __enter__(self): return self
    def __exit__(self, t, v, tb):
        raise KeyError("from exit")
def f():
    with M():
        return 1
try:
    f()
except KeyError as e:
    print("caught", e)
