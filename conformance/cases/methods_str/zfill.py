# str.zfill
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: '42'.zfill(5))
t(lambda: '-42'.zfill(5))
t(lambda: '+42'.zfill(5))
t(lambda: 'abc'.zfill(2))
t(lambda: ''.zfill(3))
t(lambda: '-'.zfill(3))
t(lambda: 'a'.zfill(-1))
t(lambda: 'a'.zfill())
t(lambda: 'a'.zfill('5'))
