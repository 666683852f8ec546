# complex() argument errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: complex('abc'))
t(lambda: complex('1+2j', 1))
t(lambda: complex(1, '2'))
t(lambda: complex([]))
t(lambda: complex(1, 2, 3))
t(lambda: complex(x=1))
t(lambda: complex(''))
t(lambda: complex('1+'))
t(lambda: complex(None))
