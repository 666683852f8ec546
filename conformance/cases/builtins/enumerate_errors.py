# enumerate argument errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: enumerate())
t(lambda: enumerate(1))
t(lambda: enumerate('a', 'b'))
t(lambda: enumerate('a', 1.5))
t(lambda: enumerate('a', 1, 2))
t(lambda: enumerate('a', foo=1))
t(lambda: enumerate('a', start=1, iterable='b'))
