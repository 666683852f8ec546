# isinstance and issubclass errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: isinstance(1, 1))
t(lambda: isinstance(1))
t(lambda: isinstance(1, int, x=1))
t(lambda: issubclass(1, int))
t(lambda: issubclass(int, 1))
t(lambda: issubclass(int))
t(lambda: isinstance(1, (int, 1)))
t(lambda: isinstance(1, (1, int)))
