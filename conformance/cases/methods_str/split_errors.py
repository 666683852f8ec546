# str.split errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'a'.split(''))
t(lambda: 'a'.split(1))
t(lambda: 'a'.split(',', 1, 2))
t(lambda: 'a'.split(',', 'x'))
t(lambda: 'a'.split(foo=1))
t(lambda: 'a'.split(sep=1, maxsplit=2, x=3))
t(lambda: 'a'.split(',', sep=','))
t(lambda: 'a'.split(',', 2**70))
