# audit: a program on standard input with arguments, failing: traceback names <stdin>, no source lines
# run: stdin
# argv: r s
import sys
print(sys.argv)
print(1/0)
