# sys.stdin.readlines
# stdin: "a\nb\n\nc"
import sys
print(sys.stdin.readlines())
