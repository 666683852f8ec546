# an exception raised by __exit__ after a normal body propagates
class Bad:
    def __enter__(self): return self
    def __exit__(self, t, v, tb):
        print("exit", t)
        raise RuntimeError("exit failed")
try:
    with Bad():
        print("body")
except RuntimeError as e:
    print(repr(e), e.__context__)
