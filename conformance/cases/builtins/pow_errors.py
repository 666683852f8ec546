# pow errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: pow(2, -1, 4))
t(lambda: pow(2, 3, 0))
t(lambda: pow(2.0, 3, 5))
t(lambda: pow(2, 3, 5.0))
t(lambda: pow(0, -1))
t(lambda: pow(0.0, -1))
t(lambda: pow())
t(lambda: pow(1))
t(lambda: pow(1, 2, 3, 4))
t(lambda: pow(1, 2, x=1))
t(lambda: pow('a', 2))
t(lambda: pow(2, 'a', 3))
t(lambda: pow(1j, 2, 3))
t(lambda: pow(1e308, 2))
