# slice() construction and attributes
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: slice(1))
t(lambda: slice(1, 2, 3))
t(lambda: slice(None, 5).stop)
t(lambda: slice(1, 10, 2).indices(5))
t(lambda: slice(1, 2) == slice(1, 2))
t(lambda: [0, 1, 2, 3][slice(1, None)])
t(lambda: slice())
t(lambda: slice(1, 2, 3, 4))
t(lambda: slice(x=1))
