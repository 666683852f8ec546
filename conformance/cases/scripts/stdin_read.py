# sys.stdin.read() of the input
# stdin: "line 1\nline 2\n"
import sys
data = sys.stdin.read()
print(repr(data))
