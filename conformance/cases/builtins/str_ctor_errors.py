# str() errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: str(1, 2))
t(lambda: str(b'\xff', 'ascii'))
t(lambda: str(5, 'ascii'))
t(lambda: str('a', 'ascii'))
t(lambda: str(1, 2, 3, 4))
t(lambda: str(x=1))
t(lambda: str(b'x', 'nope'))
t(lambda: str(b'\xff'))
