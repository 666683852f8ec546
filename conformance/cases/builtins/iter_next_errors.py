# iter() and next() errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: iter(1))
t(lambda: iter())
t(lambda: iter(1, 2, 3))
t(lambda: iter([], x=1))
t(lambda: next(iter([])))
t(lambda: next())
t(lambda: next(1))
t(lambda: next([1]))
t(lambda: next(iter([]), 1, 2))
t(lambda: next(iterator=iter([1])))
