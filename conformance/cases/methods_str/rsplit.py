# str.rsplit
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'a b c'.rsplit())
t(lambda: 'a b c'.rsplit(None, 1))
t(lambda: 'a,b,c'.rsplit(',', 1))
t(lambda: '  a b  '.rsplit(maxsplit=1))
t(lambda: 'a,,b'.rsplit(','))
t(lambda: ''.rsplit())
t(lambda: 'a'.rsplit(''))
t(lambda: 'a'.rsplit(1))
