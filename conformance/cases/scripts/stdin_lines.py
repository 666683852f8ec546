# iterating over sys.stdin
# stdin: "alpha\nbeta\ngamma"
import sys
for i, line in enumerate(sys.stdin):
    print(i, line.rstrip())
