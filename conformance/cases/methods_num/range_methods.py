# range index, count, attributes and membership
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: range(10).index(3))
t(lambda: range(0, 10, 2).index(4))
t(lambda: range(10).count(3))
t(lambda: range(10).count(3.0))
t(lambda: range(0, 10, 3).count(4))
t(lambda: range(1, 10, 2).start)
t(lambda: range(1, 10, 2).stop)
t(lambda: range(1, 10, 2).step)
t(lambda: range(5).step)
t(lambda: range(5).index(10))
t(lambda: range(5).index())
t(lambda: range(5).count())
t(lambda: range(5).index('a'))
