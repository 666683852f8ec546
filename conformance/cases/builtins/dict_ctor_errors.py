# dict() constructor errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: dict([1]))
t(lambda: dict([[1, 2, 3]]))
t(lambda: dict(1))
t(lambda: dict({}, {}))
t(lambda: dict([(1,)]))
t(lambda: dict(['abc']))
t(lambda: dict([([], 1)]))
