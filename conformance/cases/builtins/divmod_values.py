# divmod of ints and floats with signs
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: divmod(7, 2))
t(lambda: divmod(-7, 2))
t(lambda: divmod(7, -2))
t(lambda: divmod(-7, -2))
t(lambda: divmod(7.5, 2))
t(lambda: divmod(-7.5, 2))
t(lambda: divmod(2**70, 3))
t(lambda: divmod(True, 2))
t(lambda: divmod(1, 0.5))
t(lambda: divmod(0.0, -1))
