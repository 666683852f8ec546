# print with flush=True
import sys
print("a", flush=True)
print("b", file=sys.stderr, flush=True)
