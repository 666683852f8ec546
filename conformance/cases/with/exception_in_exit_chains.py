# an exception raised by __exit__ has the body's exception as context
class Bad:
    def __enter__(self): return self
    def __exit__(self, t, v, tb):
        raise RuntimeError("in exit")
try:
    with Bad():
        raise ValueError("in body")
except RuntimeError as e:
    print(repr(e), repr(e.__context__), e.__cause__)
