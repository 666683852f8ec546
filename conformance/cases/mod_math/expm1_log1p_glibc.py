# math.expm1, math.log1p, math.log10, math.log2 and the functions built on
# them and on exp and log (sinh, cosh, tanh, asinh, acosh, atanh) to the
# last digit: CPython calls the C library's, and glibc's (2.36 as Debian 12
# ships it: fdlibm's expm1, log1p and log10 with glibc's own order of
# evaluation, log2 by a table of 64 points, FMA variants of expm1, log1p and
# log2) are not correctly rounded (log10 differs from the correctly rounded
# value for one argument in eight). gamma and lgamma are CPython's own Lanczos
# code on the C library's exp, log, pow, sin and cos.
import math
import random

r = random.Random(4242)


def show(f, x):
    try:
        print(x.hex(), f(x).hex())
    except (OverflowError, ValueError) as e:
        print(x.hex(), type(e).__name__, e)


edges = [0.0, -0.0, 5e-324, -5e-324, 1e-310, 2.0 ** -1022, 2.0 ** -54, -2.0 ** -54, 2.0 ** -30, 2.0 ** -29,
         1e-20, 0.25, -0.25, 0.5, -0.2929, 0.41422, 0.34657359, 1.0397208, 1.0, -1.0, 2.0, 10.0, 38.8, 39.0,
         -38.8, -40.0, 100.0, 709.0, 709.78, 709.79, -709.0, 1e300, -1e300, 1.7976931348623157e308,
         math.inf, -math.inf, math.nan, 0.9, 1.1, 0.96, 1.04, 1 - 2.0 ** -53, 1 + 2.0 ** -52, 1e22, 1e-300]
xs = edges + [r.uniform(-1, 1) for _ in range(120)] + [r.uniform(-40, 40) for _ in range(120)]
xs += [r.uniform(-0.35, 0.35) for _ in range(60)] + [r.uniform(-1.1, 1.1) for _ in range(60)]
xs += [math.ldexp(r.uniform(-1, 1), -r.randint(10, 60)) for _ in range(40)] + [r.uniform(-710, 710) for _ in range(40)]
for f in (math.expm1, math.sinh, math.tanh, math.cosh, math.asinh):
    for x in xs:
        show(f, x)
ps = [x for x in edges if not x < 0] + [r.uniform(0, 10) for _ in range(120)] + [r.uniform(0.9, 1.1) for _ in range(120)]
ps += [math.ldexp(r.random(), r.randint(-1074, 1024)) for _ in range(120)] + [r.uniform(0, 1e6) for _ in range(60)]
ps += [10.0 ** k for k in range(-20, 23)] + [2.0 ** k for k in range(-60, 60, 7)] + [-1.0, -5e-324]
for f in (math.log10, math.log2):
    for x in ps:
        show(f, x)
ls = [x for x in edges if x >= -1] + [r.uniform(-1, 10) for _ in range(150)] + [r.uniform(-0.3, 0.42) for _ in range(100)]
ls += [math.ldexp(r.uniform(-1, 1), -r.randint(20, 60)) for _ in range(40)] + [math.ldexp(r.random(), r.randint(0, 1024)) for _ in range(60)]
ls += [-1.5, -1.0 + 2.0 ** -52]
for x in ls:
    show(math.log1p, x)
for x in [1.0, 1.5, 2.0, 2.5, 1e9, 2.0 ** 28, 2.0 ** 29, 1e300, 0.5, math.inf, math.nan] + [1 + r.random() for _ in range(80)] + [r.uniform(2, 100) for _ in range(80)]:
    show(math.acosh, x)
for x in [0.0, -0.0, 2.0 ** -29, 0.5, -0.5, 0.9999999999999999, 1.0, -1.0, 1.5, math.nan] + [r.uniform(-1, 1) for _ in range(120)] + [r.uniform(-0.5, 0.5) for _ in range(60)]:
    show(math.atanh, x)
for x in [-3.2734782809368035, -12.561922467254206, -128.21142955119365, -0.5, 0.5, 1e-300, 171.5, -170.5] + [r.uniform(-30, 30) for _ in range(150)] + [r.uniform(-180, 180) for _ in range(100)]:
    show(math.gamma, x)
    show(math.lgamma, x)
