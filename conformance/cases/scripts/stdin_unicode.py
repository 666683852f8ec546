# non-ASCII input
# stdin: "héllo wörld\n"
import sys
line = sys.stdin.readline()
print(len(line), line.upper(), end="")
