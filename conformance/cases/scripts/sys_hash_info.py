# sys.hash_info
import sys
print(sys.hash_info.modulus, sys.hash_info.width, sys.hash_info.inf, sys.hash_info.imag)
