# sys.argv with no arguments
import sys
print(sys.argv[1:], sys.argv[0].endswith("argv_none.py"))
