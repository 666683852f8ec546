# a bare raise inside __exit__ re-raises the body's exception
class ReRaise:
    def __enter__(self): return self
    def __exit__(self, t, v, tb):
        if t is not None:
            raise
try:
    with ReRaise():
        raise IndexError("orig")
except IndexError as e:
    print("caught", repr(e))
