# the standard streams' reprs
import sys
print(sys.stdout)
print(sys.stderr)
print(sys.stdin)
print(type(sys.stdout))
