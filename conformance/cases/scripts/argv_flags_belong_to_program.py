# flags after the file are the program's
# argv: -c x --max-operations 1 -V
import sys
print(sys.argv[1:])
