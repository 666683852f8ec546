# complex ** to the last digit: CPython's _Py_c_pow takes the C library's
# hypot, pow, atan2, exp, log, cos and sin (glibc's, which round
# differently from Go's math); integer exponents up to 100 multiply.
# abs(z) is the same hypot.
import random

r = random.Random(3)


def rc():
    if r.random() < 0.3:
        return complex(r.randint(-5, 5), r.randint(-5, 5))
    return complex(round(r.uniform(-4, 4), r.randint(0, 3)), round(r.uniform(-4, 4), r.randint(0, 3)))


cases = [((1.1+2.2j), 2.5), ((1+2j), 0.5), ((2+3j), (1+1j)), (-1, 0.5j), ((3+4j), -2.5),
         ((1+1j), 1e-3), ((0.1+0.2j), 100.5), (1j, 1j), ((-2-0j), 0.5), ((1e10+1j), 0.5)]
for _ in range(700):
    a = rc()
    k = r.random()
    if k < 0.5:
        b = round(r.uniform(-5, 5), 2)
    else:
        b = rc()
    cases.append((a, b))
# glibc's exp and pow are not correctly rounded: at ((-4+2j), (-3-0.7j))
# and ((3-5j), (-2-2.56j)) their result is not the correctly rounded one.
for a, b in cases:
    try:
        print(repr(a ** b))
    except Exception as e:
        print(type(e).__name__, e)
r2 = random.Random(8)
for _ in range(300):
    z = complex(r2.uniform(-10, 10) * 10 ** r2.randint(-3, 3), r2.uniform(-10, 10) * 10 ** r2.randint(-3, 3))
    print(repr(abs(z)))
