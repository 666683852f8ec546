# a lower recursion limit takes effect
import sys
sys.setrecursionlimit(100)
print(sys.getrecursionlimit())
def depth(n):
    try:
        return depth(n + 1)
    except RecursionError:
        return n
print(depth(0) < 100)
