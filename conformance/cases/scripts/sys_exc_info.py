# sys.exc_info and sys.exception
import sys
print(sys.exc_info(), sys.exception())
try:
    {}["k"]
except KeyError:
    t, v, tb = sys.exc_info()
    print(t.__name__, repr(v), sys.exception() is v)
print(sys.exc_info()[0])
