# Powers of complex numbers with infinite or NaN parts, integer exponents
# small and huge (CPython's c_powi switches to _Py_c_pow above 100).
nan = float('nan')
inf = float('inf')
bases = [complex(nan, 1), complex(1, nan), complex(inf, nan), complex(nan, inf),
         complex(inf, 1), complex(1, -inf), complex(nan, nan), complex(0, nan),
         complex(nan, 0)]
exps = [10**18, 2, 150, -150, 0.5, 1j, complex(2, 1), -1, 0, complex(nan, 0), inf]
for a in bases:
    for b in exps:
        try:
            r = repr(a ** b)
        except Exception as e:
            r = type(e).__name__ + ': ' + str(e)
        print(a, b, r)
print(abs(complex(nan, inf)), abs(complex(nan, 1)))
