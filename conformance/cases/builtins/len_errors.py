# len() argument errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: len())
t(lambda: len(1, 2))
t(lambda: len(5))
t(lambda: len(x=1))
t(lambda: len(None))
t(lambda: len(iter([])))
t(lambda: len(2.5))
