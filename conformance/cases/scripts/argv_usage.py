# a usage message and exit 2
import sys
if len(sys.argv) < 2:
    print(f"usage: {sys.argv[0].rsplit('/', 1)[-1]} NAME", file=sys.stderr)
    sys.exit(2)
print("hello", sys.argv[1])
