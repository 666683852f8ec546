# tuple index and count
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: (1, 2, 3, 2).index(2))
t(lambda: (1, 2, 3, 2).count(2))
t(lambda: (1, 2).index(2, 1))
t(lambda: (1, 2).index(5))
t(lambda: ().count())
t(lambda: (1,).index())
