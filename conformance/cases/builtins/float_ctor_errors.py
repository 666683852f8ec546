# float() errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: float('abc'))
t(lambda: float(''))
t(lambda: float('1__0'))
t(lambda: float('_1'))
t(lambda: float('1_'))
t(lambda: float([]))
t(lambda: float(x=1))
t(lambda: float(1, 2))
t(lambda: float(2**2000))
t(lambda: float('0x1p3'))
t(lambda: float(None))
t(lambda: float('1.5.2'))
