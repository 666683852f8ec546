# float.fromhex
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: float.fromhex('0x1.8p1'))
t(lambda: float.fromhex('0x1p-1074'))
t(lambda: float.fromhex(' -0x1p-1074 '))
t(lambda: float.fromhex('inf'))
t(lambda: float.fromhex('-Infinity'))
t(lambda: float.fromhex('nan'))
t(lambda: float.fromhex('1.8'))
t(lambda: float.fromhex('0X1.FFFFFFFFFFFFFp1023'))
t(lambda: float.fromhex('0x.8'))
t(lambda: float.fromhex('0x1.'))
t(lambda: float.fromhex('0x1p-1080'))
t(lambda: float.fromhex('0x1.0000000000000fp0'))
t(lambda: float.fromhex('0x1.00000000000008p0'))
t(lambda: float.fromhex('0x1.00000000000018p0'))
t(lambda: (1.0).fromhex('0x2'))
t(lambda: float.fromhex('0x1p+3'))
