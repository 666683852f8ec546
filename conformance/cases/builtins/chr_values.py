# chr() ranges and errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: chr(65))
t(lambda: chr(0))
t(lambda: chr(0x20ac))
t(lambda: chr(0x10ffff))
t(lambda: chr(0x110000))
t(lambda: chr(-1))
t(lambda: chr(True))
t(lambda: chr(1.5))
t(lambda: chr('a'))
t(lambda: chr())
t(lambda: chr(i=65))
t(lambda: chr(2**31))
t(lambda: chr(2**70))
