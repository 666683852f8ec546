# audit: SystemExit(None) and exit(0) end with status 0 and no output on stderr
import sys
print("a")
sys.exit(None)
