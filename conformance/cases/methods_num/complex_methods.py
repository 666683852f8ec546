# complex real, imag and conjugate
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: (1+2j).real)
t(lambda: (1+2j).imag)
t(lambda: (1+2j).conjugate())
t(lambda: (1-0j).conjugate())
t(lambda: complex(0, -0.0).conjugate())
t(lambda: (3j).real)
t(lambda: (1j).conjugate(1))
t(lambda: (1j).real.__class__.__name__)
