# math: exceptions and messages
import math
cases = [lambda: math.sqrt(-1), lambda: math.log(0), lambda: math.log(-1), lambda: math.exp(1000), lambda: math.factorial(-1),
         lambda: math.factorial(1.5), lambda: math.sqrt("x"), lambda: math.pow(0, -1), lambda: math.pow(-8, 1/3),
         lambda: math.pow(10, 400), lambda: math.acos(2), lambda: math.log(1, 1), lambda: math.ceil(math.inf),
         lambda: math.floor(math.nan), lambda: math.trunc("x"), lambda: math.comb(-1, 2), lambda: math.perm(3, -1),
         lambda: math.isqrt(-1), lambda: math.gcd(1.5), lambda: math.fsum([math.inf, -math.inf]),
         lambda: math.fsum([1e308, 1e308]), lambda: math.ldexp(1.0, 2000), lambda: math.ldexp(1.0, 1.5),
         lambda: math.gamma(0), lambda: math.gamma(-2), lambda: math.lgamma(0), lambda: math.fmod(1, 0),
         lambda: math.isclose(1, 2, rel_tol=-1), lambda: math.dist((1,), (1, 2)), lambda: math.sqrt(),
         lambda: math.log(), lambda: math.pow(1), lambda: math.cosh(1000), lambda: math.remainder(1, 0),
         lambda: math.atanh(1), lambda: math.log(10**400, 0), lambda: math.hypot("a")]
for f in cases:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ":", e)
math.sqrt(-2)
