# __exit__ raising from None suppresses the context
class Conv:
    def __enter__(self): return self
    def __exit__(self, t, v, tb):
        if t is ZeroDivisionError:
            raise ValueError("converted") from None
try:
    with Conv():
        1 // 0
except ValueError as e:
    print(repr(e), e.__suppress_context__, repr(e.__context__))
