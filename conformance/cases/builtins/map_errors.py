# map argument errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: map(len))
t(lambda: map())
t(lambda: map(len, 1))
t(lambda: map(len, [1], x=1))
t(lambda: list(map(len, [1])))
t(lambda: list(map(None, [1])))
