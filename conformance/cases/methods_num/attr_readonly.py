# numeric data attributes are read-only
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: setattr(5, 'real', 1))
t(lambda: setattr(5, 'foo', 1))
t(lambda: setattr(5, 'bit_length', 1))
t(lambda: setattr(1.5, 'imag', 1))
t(lambda: setattr(1j, 'real', 1))
t(lambda: delattr(5, 'numerator'))
t(lambda: setattr(True, 'denominator', 2))
