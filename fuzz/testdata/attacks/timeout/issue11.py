# The ignored timeouts listed in issue 11: one Go call that neither counts
# operations nor polls the deadline.
# --- math_gcd_huge
import math
a = 3**2000000
b = 2**3000000 + 1
math.gcd(a, b)
# --- pow_inverse_huge
m = 2**1000000 + 1
pow(3**600000, -1, m)
# --- fraction_huge
from fractions import Fraction
Fraction(3**2000000, 2**3000000 + 7)
# --- lcm_range
import math
math.lcm(*range(1, 10**6))
# --- many_bases_c3
classes = [type('C%d' % i, (), {}) for i in range(100000)]
D = type('D', tuple(classes), {})
# --- round_huge_negative_ndigits
round(10**20000 + 7, -4000)
# --- re_alternation_repeat
import re
re.compile('(?:a|b)' * 10**5)
# --- decimal_ln_tiny
from decimal import Decimal
Decimal('1e-999999999').ln()
# --- expensive_builtin_in_loop
s = 'a' * 2**20
for i in range(4000):
    s.count('b')
    s.find('ab')
    s.replace('b', 'c')
# --- nan_dict_get
d = {float('nan'): 1}
d.get(float('nan'))
# --- nan_in_dict
d = {float('nan'): 1}
float('nan') in d
# --- nan_dict_getitem
d = {float('nan'): 1}
d[float('nan')]
