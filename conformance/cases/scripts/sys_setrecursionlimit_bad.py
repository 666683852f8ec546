# setrecursionlimit(0)
import sys
try:
    sys.setrecursionlimit(0)
except ValueError as e:
    print(e)
try:
    sys.setrecursionlimit("x")
except TypeError as e:
    print(e)
