# print(..., file=f, flush=True) calls f.flush() after writing, as CPython's
# print does (flush's truth decides; a file without flush raises).
import io, sys

class W(io.StringIO):
    def flush(self):
        sys.__stdout__.write('F')

w = W()
print('a', file=w, flush=True)
print('b', file=w, flush=False)
print('c', file=w, flush=0)
print('d', file=w, flush=[1])
sys.stdout = w
print('e', flush=True)
sys.stdout = sys.__stdout__
print(repr(w.getvalue()))

class NoFlush:
    def write(self, s):
        pass

print('x', file=NoFlush())
try:
    print('x', file=NoFlush(), flush=True)
except AttributeError as e:
    print('AttributeError:', e)
