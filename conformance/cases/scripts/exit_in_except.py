# SystemExit raised while handling another exception exits quietly
import sys
try:
    1 / 0
except ZeroDivisionError:
    sys.exit(3)
