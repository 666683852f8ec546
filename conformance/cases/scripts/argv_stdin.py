# sys.argv of a program on standard input
# run: stdin
# argv: --flag value
import sys
print(sys.argv)
