# isinstance and issubclass with tuples
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: isinstance(1, int))
t(lambda: isinstance(True, int))
t(lambda: isinstance(True, (str, int)))
t(lambda: isinstance(1, (str, (float, int))))
t(lambda: isinstance(1.5, int))
t(lambda: isinstance([], object))
t(lambda: issubclass(bool, int))
t(lambda: issubclass(int, bool))
t(lambda: issubclass(int, (str, object)))
t(lambda: issubclass(bool, ()))
t(lambda: isinstance(1, ()))
