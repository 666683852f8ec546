# an uncaught exception from __exit__ is reported with the chain
class Bad:
    def __enter__(self): return self
    def __exit__(self, t, v, tb):
        raise RuntimeError("exit failed")
with Bad():
    raise ValueError("body failed")
