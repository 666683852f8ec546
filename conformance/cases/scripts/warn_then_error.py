# warnings are written before the program runs, then its own output and its traceback
import sys
print("out")
print("err", file=sys.stderr)
x = 3
if x is 3:
    raise ValueError(x)
