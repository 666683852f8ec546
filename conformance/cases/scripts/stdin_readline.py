# sys.stdin.readline
# stdin: "one\ntwo\n"
import sys
print(repr(sys.stdin.readline()))
print(repr(sys.stdin.readline()))
print(repr(sys.stdin.readline()))
