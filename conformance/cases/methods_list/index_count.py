# list index and count
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: [1, 2, 3, 2].index(2))
t(lambda: [1, 2, 3, 2].index(2, 2))
t(lambda: [1, 2, 3, 2].index(2, -2))
t(lambda: [1, 2, 3].index(3, 0, 3))
t(lambda: [1, 2, 3].count(2))
t(lambda: [1, 1.0, True].count(1))
t(lambda: [[1], [1]].count([1]))
t(lambda: [1, 2].index(5))
t(lambda: [1, 2].index(1, 1))
t(lambda: [].index())
t(lambda: [].count())
t(lambda: [1].index(1, 'a'))
