# str.index and str.rindex
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'hello'.index('l'))
t(lambda: 'hello'.rindex('l'))
t(lambda: 'hello'.index('z'))
t(lambda: 'hello'.rindex('z'))
t(lambda: 'hello'.index('l', 4))
t(lambda: 'hello'.index(''))
t(lambda: 'hello'.index())
t(lambda: 'hello'.index(None))
