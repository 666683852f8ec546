# With the int digit limit off (sys.set_int_max_str_digits(0)), int <->
# str conversions of any size are the program's right, and their
# quadratic work must be charged and interruptible.
# --- str_of_huge_int
import sys
sys.set_int_max_str_digits(0)
str(7**3000000)
# --- int_of_long_str
import sys
sys.set_int_max_str_digits(0)
int('7' * 3 * 10**6)
# --- repr_of_huge_int_loop
import sys
sys.set_int_max_str_digits(0)
x = 7**1000000
for i in range(10**6):
    repr(x)
# --- format_of_huge_int_grouping
import sys
sys.set_int_max_str_digits(0)
format(7**2000000, ',')
# --- fstring_of_huge_int
import sys
sys.set_int_max_str_digits(0)
f'{7**2000000:>10}'
# --- percent_d_of_huge_int
import sys
sys.set_int_max_str_digits(0)
'%d' % 7**2000000
# --- json_dumps_huge_int
import sys, json
sys.set_int_max_str_digits(0)
json.dumps([7**2000000])
# --- json_loads_huge_int
import sys, json
sys.set_int_max_str_digits(0)
json.loads('7' * 3 * 10**6)
# --- decimal_from_huge_int
import sys, decimal
sys.set_int_max_str_digits(0)
str(decimal.Decimal(7**2000000))
# --- fraction_str_huge
import sys, fractions
sys.set_int_max_str_digits(0)
str(fractions.Fraction(7**1000000, 3))
# --- print_huge_int
import sys
sys.set_int_max_str_digits(0)
print(7**3000000)
# --- str_of_int_at_limit_loop
import sys
sys.set_int_max_str_digits(100000)
x = 10**99999
for i in range(10**6):
    str(x)
# --- int_of_str_at_limit_loop
import sys
sys.set_int_max_str_digits(100000)
s = '9' * 100000
for i in range(10**6):
    int(s)
