# int.as_integer_ratio, conjugate and attributes
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: (5).as_integer_ratio())
t(lambda: (-5).as_integer_ratio())
t(lambda: True.as_integer_ratio())
t(lambda: (2**70).as_integer_ratio())
t(lambda: (5).conjugate())
t(lambda: True.conjugate())
t(lambda: (5).real)
t(lambda: (5).imag)
t(lambda: (5).numerator)
t(lambda: (5).denominator)
t(lambda: True.real)
t(lambda: (-2**70).numerator)
t(lambda: type(True.numerator).__name__)
t(lambda: (1).conjugate(1))
t(lambda: (1).as_integer_ratio(2))
