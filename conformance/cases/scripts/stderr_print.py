# print(..., file=sys.stderr)
import sys
print("to stdout")
print("to stderr", file=sys.stderr)
print("a", "b", sep="-", end="!\n", file=sys.stderr)
