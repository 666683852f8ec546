# Big ints sized by the program: conversions, shifts and products whose
# result size is known before computing it.
# --- shift_huge
1 << 2**40
# --- shift_huge_negative
-1 << 10**10
# --- pow_huge
10 ** (10**10)
# --- pow_2_huge
2 ** (2**40)
# --- pow_three_arg_huge_exp_negative
pow(2**100000 + 1, -(2**100000), 3**100000)
# --- mul_repeated_square
x = 3
for i in range(64):
    x = x * x
# --- factorial_huge
import math
math.factorial(10**8)
# --- comb_huge
import math
math.comb(10**8, 5 * 10**7)
# --- perm_huge
import math
math.perm(10**8, 10**7)
# --- prod_huge
import math
math.prod(range(1, 10**7))
# --- lcm_huge
import math
math.lcm(*range(1, 10**5))
# --- isqrt_huge
import math
math.isqrt(10**(10**7))
# --- hex_huge
hex(1 << 10**9)
# --- bin_huge
bin(1 << (2**30))
# --- str_huge
str(1 << 10**9)
# --- int_from_bytes_huge
int.from_bytes(b'\xff' * 10**8, 'big')
# --- float_to_int_huge
int(1e308) ** 100000
# --- many_large_ints_list
xs = [(1 << 60000) + i for i in range(10**5)]
# --- many_large_ints_dict
d = {i: (1 << 60000) + i for i in range(10**5)}
# --- bigint_repeat_str
str(10**4000) * 10**7
# --- decimal_to_int_huge
import decimal
int(decimal.Decimal('1e999999999'))
# --- decimal_to_integral_huge
import decimal
decimal.Decimal('1e999999999').to_integral_value() + 1
# --- fraction_from_decimal_huge
import fractions, decimal
fractions.Fraction(decimal.Decimal('1e999999999'))
# --- fraction_pow_huge
import fractions
fractions.Fraction(3, 2) ** (10**9)
# --- fraction_from_float_pow
import fractions
fractions.Fraction(1e308) ** 10**6
# --- int_pow_float_exact
(10**300) ** 10**6
# --- round_huge_ndigits_positive
round(10**100, 2**62)
# --- float_as_integer_ratio_pow
x = (5e-324).as_integer_ratio()[1]
x ** 10**5
