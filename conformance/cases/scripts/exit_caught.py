# SystemExit can be caught
import sys
try:
    sys.exit(5)
except SystemExit as e:
    print("caught", e.code, type(e.code).__name__, e.args)
print("goes on")
