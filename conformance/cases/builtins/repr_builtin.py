# repr() of builtin values
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: repr(1))
t(lambda: repr('a\'b"'))
t(lambda: repr(b'\x00a'))
t(lambda: repr([1, 'a', None]))
t(lambda: repr({1: (2,)}))
t(lambda: repr(1.0))
t(lambda: repr(2**100))
t(lambda: repr(set()))
t(lambda: repr(frozenset()))
t(lambda: repr(range(2)))
t(lambda: repr(...))
t(lambda: repr())
t(lambda: repr(x=1))
