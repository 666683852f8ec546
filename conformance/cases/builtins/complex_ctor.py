# complex() from numbers and strings
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: complex())
t(lambda: complex(1))
t(lambda: complex(1, 2))
t(lambda: complex(1.5, -2))
t(lambda: complex('1+2j'))
t(lambda: complex(' 3-4j '))
t(lambda: complex('(1+2j)'))
t(lambda: complex('j'))
t(lambda: complex('-j'))
t(lambda: complex('1e3j'))
t(lambda: complex(real=1, imag=2))
t(lambda: complex(imag=3))
t(lambda: complex(1j, 1j))
t(lambda: complex(True, False))
t(lambda: complex('inf+nanj'))
