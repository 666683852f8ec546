# getattr/setattr/delattr/hasattr argument errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: getattr(1, 'nope'))
t(lambda: getattr(1, 2))
t(lambda: getattr(1))
t(lambda: getattr(1, 'a', 2, 3))
t(lambda: getattr(1, name='real'))
t(lambda: hasattr(1))
t(lambda: hasattr(1, 2))
t(lambda: setattr(1, 'x', 2))
t(lambda: setattr(1, 2))
t(lambda: setattr(1, 2, 3))
t(lambda: delattr(1, 'real'))
t(lambda: delattr())
t(lambda: delattr(1, 2, 3))
t(lambda: setattr([], 'append', 1))
