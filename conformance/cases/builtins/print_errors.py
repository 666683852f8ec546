# print argument errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: print(1, sep=5))
t(lambda: print(1, end=5))
t(lambda: print(1, foo=1))
t(lambda: print(1, file=1))
t(lambda: print(1, sep=b'x'))
