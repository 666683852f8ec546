# str.partition and str.rpartition
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: 'a=b=c'.partition('='))
t(lambda: 'a=b=c'.rpartition('='))
t(lambda: 'abc'.partition('x'))
t(lambda: 'abc'.rpartition('x'))
t(lambda: 'abc'.partition('abc'))
t(lambda: 'abc'.partition(''))
t(lambda: 'abc'.partition(1))
t(lambda: 'abc'.rpartition())
t(lambda: 'abc'.partition(None))
