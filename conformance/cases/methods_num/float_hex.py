# float.hex
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: (1.5).hex())
t(lambda: (0.0).hex())
t(lambda: (-0.0).hex())
t(lambda: (-0.1).hex())
t(lambda: (5e-324).hex())
t(lambda: (2.2250738585072014e-308).hex())
t(lambda: (1.7976931348623157e308).hex())
t(lambda: float('inf').hex())
t(lambda: float('-inf').hex())
t(lambda: float('nan').hex())
t(lambda: (1.0).hex())
t(lambda: (3.0).hex())
t(lambda: (1.5).hex(1))
