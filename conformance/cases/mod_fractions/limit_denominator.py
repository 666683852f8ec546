# limit_denominator and its errors
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)

from fractions import Fraction as F
import math
print(F('3.141592653589793').limit_denominator(1000))
print(F(math.pi).limit_denominator())
print(F(math.pi).limit_denominator(100))
print(F(math.e).limit_denominator(10))
print(F(1, 3).limit_denominator(2))
print(F(-1, 3).limit_denominator(2))
print(F(5, 7).limit_denominator(7))
print(F(0.1).limit_denominator(1))
print(F(3, 2).limit_denominator(1))
print(repr(F(1234567, 7654321).limit_denominator(100)))
t(lambda: F(1, 3).limit_denominator(0))
t(lambda: F(1, 3).limit_denominator(-5))
