# sys.stdin.read(n)
# stdin: "abcdefgh"
import sys
print(repr(sys.stdin.read(3)), repr(sys.stdin.read(2)), repr(sys.stdin.read()))
