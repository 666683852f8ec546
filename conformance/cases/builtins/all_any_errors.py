# all/any argument errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: all())
t(lambda: any(1, 2))
t(lambda: all(1))
t(lambda: any(None))
t(lambda: all(iterable=[1]))
