# reading an empty standard input
import sys
print(repr(sys.stdin.read()), repr(sys.stdin.readline()), sys.stdin.readlines())
