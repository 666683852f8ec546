# sys.maxsize and friends
import sys
print(sys.maxsize, sys.maxsize == 2**63 - 1, sys.byteorder, sys.maxunicode)
