# next() on StringIO
import io

s = io.StringIO('x\ny')
print(repr(next(s)), repr(next(s)))
try:
    next(s)
except StopIteration:
    print('stop')
