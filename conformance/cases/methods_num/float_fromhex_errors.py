# float.fromhex errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: float.fromhex('0x1p1024'))
t(lambda: float.fromhex('zz'))
t(lambda: float.fromhex(''))
t(lambda: float.fromhex('0x'))
t(lambda: float.fromhex('0x1p'))
t(lambda: float.fromhex('0x1 2'))
t(lambda: float.fromhex(1))
t(lambda: float.fromhex())
t(lambda: float.fromhex('0x1', '0x2'))
