# sys.getrecursionlimit
import sys
print(sys.getrecursionlimit())
