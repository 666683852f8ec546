# non-ASCII text on stderr
import sys
print("héllo ✓", file=sys.stderr)
sys.exit("fin ✗")
