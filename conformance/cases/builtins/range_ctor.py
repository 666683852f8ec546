# range construction and errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: list(range(5)))
t(lambda: list(range(1, 10, 3)))
t(lambda: list(range(10, 0, -3)))
t(lambda: list(range(0)))
t(lambda: range(1, 2, 0))
t(lambda: range(1.5))
t(lambda: range('a'))
t(lambda: range(1, 2, 3, 4))
t(lambda: range())
t(lambda: range(x=1))
t(lambda: range(True, 3))
t(lambda: list(range(-3)))
