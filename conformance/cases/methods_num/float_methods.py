# float is_integer, as_integer_ratio, conjugate and attributes
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: (1.0).is_integer())
t(lambda: (1.5).is_integer())
t(lambda: float('inf').is_integer())
t(lambda: float('nan').is_integer())
t(lambda: (-0.0).is_integer())
t(lambda: (1.5).as_integer_ratio())
t(lambda: (0.1).as_integer_ratio())
t(lambda: (-0.0).as_integer_ratio())
t(lambda: (1e300).as_integer_ratio()[1])
t(lambda: (5e-324).as_integer_ratio()[0])
t(lambda: (1.5).conjugate())
t(lambda: (1.5).real)
t(lambda: (1.5).imag)
t(lambda: (-0.0).real)
t(lambda: float('inf').as_integer_ratio())
t(lambda: float('nan').as_integer_ratio())
t(lambda: (1.5).is_integer(1))
t(lambda: (1.5).conjugate(x=1))
