# sys.int_info
import sys
print(sys.int_info)
print(sys.int_info.default_max_str_digits)
