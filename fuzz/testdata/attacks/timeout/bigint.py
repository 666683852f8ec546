# Big-int arithmetic and conversions whose cost grows faster than the
# operation count: each must be charged by its predicted cost and check
# the deadline.
# --- gcd_huge
import math
math.gcd(3**1000000, 2**1500000 + 1)
# --- gcd_many
import math
x = 3**300000
for i in range(10**6):
    math.gcd(x, x + i)
# --- lcm_huge_pair
import math
math.lcm(3**1000000, 2**1500000 + 1)
# --- pow_mod_inverse
pow(3**600000, -1, 2**1000000 + 1)
# --- pow_mod_huge_exponent
pow(3, 2**1000000, 2**1000000 + 1)
# --- pow_mod_huge_all
pow(7**500000, 11**500000, 13**500000)
# --- divmod_huge
divmod(7**3000000, 3**1000000 + 1)
# --- floordiv_huge
(10**3000000 + 1) // (3**1000000 + 7)
# --- mod_huge
(10**3000000 + 1) % (3**1000000 + 7)
# --- mul_huge
x = 7**2000000
for i in range(10**6):
    x * x
# --- truediv_huge
(10**3000000) / (3**1000000 + 1)
# --- float_of_huge_ratio
float(7**3000000 // 3**3000000)
# --- isqrt_huge
import math
math.isqrt(7**4000000)
# --- comb_large
import math
math.comb(10**6, 5 * 10**5)
# --- factorial_large
import math
math.factorial(10**6)
# --- perm_large
import math
math.perm(10**6, 5 * 10**5)
# --- prod_range
import math
math.prod(range(1, 3 * 10**5))
# --- round_huge_ndigits
round(7**2000000, -4000)
# --- round_huge_ndigits_loop
x = 7**1000000
for i in range(10**6):
    round(x, -1000 - i)
# --- int_str_power_of_two_base
int('f' * 10**7, 16) * int('f' * 10**7, 16)
# --- int_bit_count_huge_loop
x = (1 << 10**7) - 1
for i in range(10**6):
    x.bit_count()
# --- to_bytes_huge_loop
x = 7**1000000
for i in range(10**6):
    x.to_bytes(400000, 'big')
# --- hex_huge_loop
x = 7**1000000
for i in range(10**6):
    hex(x)
# --- hash_huge_loop
x = 7**2000000
for i in range(10**6):
    hash(x + i)
# --- compare_huge_loop
x, y = 7**2000000, 7**2000000 + 1
for i in range(10**6):
    x < y
# --- fraction_huge
import fractions
fractions.Fraction(3**1000000, 2**1500000 + 7)
# --- fraction_add_huge
import fractions
a = fractions.Fraction(3**300000, 2**450000 + 1)
for i in range(10**6):
    a = a + fractions.Fraction(1, 7**1000 + i)
# --- fraction_limit_denominator
import fractions
fractions.Fraction(3**1000000, 2**1500000 + 7).limit_denominator(10**100000)
# --- statistics_mean_huge_fractions
import statistics, fractions
statistics.mean([fractions.Fraction(3**200000, 2**300000 + i) for i in range(100)])
# --- float_fromhex_long
float.fromhex('0x1.' + 'f' * 10**7 + 'p1')
# --- int_from_decimal_str_4300
for i in range(10**6):
    int('9' * 4300)
# --- str_of_int_4300
x = 10**4299
for i in range(10**6):
    str(x)
