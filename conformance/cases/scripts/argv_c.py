# sys.argv of a -c program
# run: -c
# argv: x y
import sys
print(sys.argv)
