# finally runs before the exit
import sys
try:
    sys.exit(6)
finally:
    print("cleanup")
