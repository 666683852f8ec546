# stdin: "alice\n 3 \nlast line without newline"
# input() prompts on stdout and reads standard input line by line, as
# sys.stdin does (both share the stream); EOFError at its end.
import sys

name = input("name? ")
n = int(input())
rest = sys.stdin.readline()
print()
print(f"{name!r} {n * 2} {rest!r}")
try:
    input("more? ")
except EOFError as e:
    print(type(e).__name__, e)
