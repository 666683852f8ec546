# sys.intern
import sys
a = sys.intern("hello world")
print(a, a == "hello world")
try:
    sys.intern(1)
except TypeError as e:
    print(e)
