"""Generates golden.txt: float and complex powers evaluated by CPython.

Run from this directory with CPython 3.11:

    python3 gen.py > golden.txt

(`python3 gen.py N` writes N float cases and N/2 complex cases; the
committed file has the default 4000.) Inputs come from a seeded
generator, so the file is reproducible. Each line is

    f X Y WANT          float X ** float Y
    c XR XI YR YI WANT  complex(XR, XI) ** complex(YR, YI)

with operands as float.hex(). WANT is float.hex() of a float result,
"c RE IM" (float.hex() of each part) for a complex result, or
"!Type: message" for an exception. The cases stress what libm.Pow,
libm.Exp and libm.Log round: random doubles of every exponent,
subnormals, integral and half-integral exponents (and negative bases
with them), huge and tiny exponents, results next to the overflow and
underflow thresholds, zeros, infinities and NaNs.
"""
import math
import random
import struct
import sys

rng = random.Random(20261126)
inf, nan = float("inf"), float("nan")


def from_bits(b):
    return struct.unpack("<d", struct.pack("<Q", b))[0]


def base():
    k = rng.randrange(10)
    if k <= 1:
        return from_bits(rng.getrandbits(63))  # any positive, inf and nan too
    if k == 2:
        return from_bits(rng.getrandbits(52))  # subnormal
    if k == 3:
        return 0.5 + 1.5 * rng.random()
    if k == 4:
        return 1 + (rng.randrange(2000) - 1000) * 2.0**-52
    if k == 5:
        return float(rng.randrange(2, 1002))
    if k == 6:
        return math.ldexp(1, rng.randrange(-1074, 1024))
    if k == 7:
        return math.ldexp(rng.random() + 0.5, rng.randrange(-1075, 1024))
    if k == 8:
        return rng.choice([sys.float_info.max, 5e-324, 2.0**-1022, 1.0, 2.0,
                           10.0, 0.1, math.e, math.pi, 1e308, 1e-308])
    return math.exp(rng.gauss(0, 5))


def exponent(x):
    k = rng.randrange(12)
    if k <= 1:
        return float(rng.randrange(-70, 71))
    if k == 2:
        return rng.randrange(-70, 71) + 0.5
    if k == 3:
        return rng.gauss(0, 10)
    if k == 4:
        return from_bits(rng.getrandbits(64))
    lx = math.log(x) if 0 < x < inf else 0.0
    if k in (5, 6):  # next to overflow
        return 709.782712893384 / lx * (1 + rng.gauss(0, 1e-12)) if lx else 3.0
    if k in (7, 8):  # next to underflow and the subnormal range
        b = rng.choice([-708.3964185322641, -744.4400719213812,
                        -745.1332191019412, -720.0, -730.0])
        return b / lx * (1 + rng.gauss(0, 1e-10)) if lx else -3.0
    if k == 9:
        return math.ldexp(rng.random(), -rng.randrange(1070))
    if k == 10:
        return float(rng.randrange(1 << 53)) * rng.choice([1, -1])
    return rng.choice([0.5, 1.0, -1.0, 2.0, -2.0, 0.25, 1 / 3, -0.5, 1.5,
                       64.0, -64.0, 65.0, 100.5])


def special(f):
    k = rng.randrange(20)
    if k < 5:
        return [0.0, -0.0, inf, -inf, nan][k]
    if k < 9:
        return -f
    return f


def show(r):
    if isinstance(r, complex):
        return "c %s %s" % (r.real.hex(), r.imag.hex())
    return r.hex()


def run(f):
    try:
        return show(f())
    except Exception as e:
        return "!%s: %s" % (type(e).__name__, e)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 4000
    for _ in range(n):
        x = special(base())
        y = special(exponent(abs(x)))
        print("f", x.hex(), y.hex(), run(lambda: x ** y))
    for _ in range(n // 2):
        a = complex(special(base()),
                    special(base() * rng.choice([1, 1e-3, 1e3])))
        k = rng.randrange(3)
        if k == 0:
            b = complex(exponent(abs(a.real)), 0)
        elif k == 1:
            b = complex(rng.gauss(0, 5), rng.gauss(0, 5))
        else:
            b = complex(special(exponent(abs(a.real))),
                        special(rng.gauss(0, 50)))
        print("c", a.real.hex(), a.imag.hex(), b.real.hex(), b.imag.hex(),
              run(lambda: a ** b))


main()
