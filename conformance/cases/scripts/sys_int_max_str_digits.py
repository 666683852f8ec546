# get/set_int_max_str_digits
import sys
print(sys.get_int_max_str_digits())
try:
    sys.set_int_max_str_digits(100)
except ValueError as e:
    print(e)
sys.set_int_max_str_digits(1000)
print(sys.get_int_max_str_digits())
try:
    str(10 ** 2000)
except ValueError as e:
    print(str(e)[:40])
