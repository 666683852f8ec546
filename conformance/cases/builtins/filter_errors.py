# filter argument errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: filter(None))
t(lambda: filter())
t(lambda: filter(None, 1))
t(lambda: filter(None, [1], 3))
t(lambda: filter(None, [1], x=3))
t(lambda: list(filter(1, [1])))
