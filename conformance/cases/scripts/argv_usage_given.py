# the same script with its argument
# argv: world
import sys
if len(sys.argv) < 2:
    print("usage: prog NAME", file=sys.stderr)
    sys.exit(2)
print("hello", sys.argv[1])
