# divmod errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: divmod(1, 0))
t(lambda: divmod(1.0, 0))
t(lambda: divmod('a', 1))
t(lambda: divmod(1))
t(lambda: divmod(1, y=2))
t(lambda: divmod(1, 2, 3))
t(lambda: divmod(1j, 1))
t(lambda: divmod([], []))
