# sys.stderr.write and its result
import sys
n = sys.stderr.write("warning\n")
print(n)
