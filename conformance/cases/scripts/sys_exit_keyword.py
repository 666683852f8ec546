# sys.exit with too many arguments
import sys
try:
    sys.exit(1, 2)
except TypeError as e:
    print(e)
