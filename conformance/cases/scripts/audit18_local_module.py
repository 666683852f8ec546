# audit: a local module next to the script: import, from-import, its traceback frames
# flags: --allow-import _audit18_helpers
# argv: a -b
import sys
import _audit18_helpers as helpers
from _audit18_helpers import tax, RATE
print(helpers.__name__, helpers.__doc__, RATE, tax(10), sys.argv[1:])
print(tax(-1))
