# except Exception does not catch SystemExit
import sys
try:
    sys.exit(2)
except Exception:
    print("wrong")
