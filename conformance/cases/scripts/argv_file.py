# sys.argv of a script with arguments
# argv: a b c
import sys
print(sys.argv[1:])
print(len(sys.argv))
