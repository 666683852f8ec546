# files
# Odd objects and orders of operations on files: Python errors, never a
# Go panic (issue 17).
# --- textiowrapper_over_str_reader
import io
class R:
    def readable(self): return True
    def writable(self): return False
    def read1(self, n): return 'not bytes'
    def tell(self): return 0
    closed = False
io.TextIOWrapper(R()).read()
# --- textiowrapper_over_odd_tell
import io
class R:
    def readable(self): return True
    def writable(self): return True
    def read1(self, n): return b'abc'
    def read(self, n=-1): return b''
    def tell(self): return 'zero'
    def seek(self, *a): return None
    def write(self, b): return 'many'
    closed = False
t = io.TextIOWrapper(R())
for op in (t.read, t.readline, t.tell, lambda: t.seek(0), lambda: t.write('x'), t.readlines):
    try:
        op()
    except Exception as e:
        pass
# --- textiowrapper_reentrant_close
import io
class R(io.BytesIO):
    def read1(self, n):
        w.close()
        return b'abc\n'
w = io.TextIOWrapper(R(b'abc\ndef\n'))
for line in w:
    pass
# --- detach_then_use
f = open('d.txt', 'w+')
b = f.detach()
for op in (f.read, f.write, f.tell, f.close, lambda: f.name, lambda: repr(f), f.readable):
    try:
        op() if callable(op) else op
    except Exception:
        pass
b.write(b'x')
b.close()
# --- buffer_detach_then_text
f = open('e.txt', 'w+')
raw = f.buffer.detach()
for op in (lambda: f.write('x'), f.read, f.tell, f.flush, f.close, lambda: repr(f), lambda: f.name):
    try:
        op()
    except Exception:
        pass
# --- closed_everything
import gzip, zipfile
f = open('c.txt', 'w')
f.close()
g = gzip.open('c.gz', 'wb')
g.close()
z = zipfile.ZipFile('c.zip', 'w')
z.close()
for obj in (f, f.buffer, f.buffer.raw, g):
    for name in ('read', 'write', 'readline', 'seek', 'tell', 'truncate', 'flush', 'readable', 'fileno', 'peek', 'read1'):
        m = getattr(obj, name, None)
        if m is None:
            continue
        for args in ((), (0,), (b'x',), ('x',)):
            try:
                m(*args)
            except Exception:
                pass
# --- fspath_tricks
class P:
    def __fspath__(self):
        raise KeyError('boom')
class Q:
    def __fspath__(self):
        return 42
class S:
    def __fspath__(self):
        return P()
import os, shutil, pathlib
for p in (P(), Q(), S(), b'\xff\xfe', 'a\x00', '', '/' * 5000, 3.5, None, [1]):
    for op in (open, os.stat, os.listdir, os.remove, os.mkdir, os.path.exists, pathlib.Path, shutil.rmtree, os.fspath):
        try:
            op(p)
        except Exception:
            pass
# --- gzip_over_odd_objects
import gzip, io
class W:
    mode = 'wb'
    def write(self, b): raise ValueError('no')
class R:
    mode = 'rb'
    def read(self, n=-1): return 'text'
    def read1(self, n): return 12
    def tell(self): return 0
    def seek(self, *a): return 0
for f in (W(), R(), io.BytesIO(b'\x1f\x8b' + b'\x00' * 20), io.BytesIO(b'')):
    try:
        g = gzip.GzipFile(fileobj=f, mode=getattr(f, 'mode', 'rb'))
        g.write(b'x') if g.writable() else g.read()
        g.close()
    except Exception:
        pass
# --- zipfile_odd_inputs
import zipfile, io
for data in (b'', b'PK\x05\x06' + b'\x00' * 18, b'PK\x03\x04' + b'\xff' * 100, bytes(range(256)) * 10):
    try:
        z = zipfile.ZipFile(io.BytesIO(data))
        for n in z.namelist():
            z.read(n)
    except Exception:
        pass
try:
    zipfile.ZipFile(io.BytesIO(), 'w').writestr(zipfile.ZipInfo('x', (1970, 1, 1, 0, 0, 0)), b'')
except Exception:
    pass
# --- seek_tell_extremes
f = open('s.txt', 'w+')
for pos in (2 ** 63, -(2 ** 63), 2 ** 64, -1, 10 ** 30):
    for whence in (0, 1, 2, 3, -1):
        try:
            f.seek(pos, whence)
        except Exception:
            pass
for n in (2 ** 63, -(2 ** 63), 10 ** 30):
    for op in (f.read, f.readline, f.truncate, f.buffer.read, f.buffer.peek, f.buffer.read1):
        try:
            op(n)
        except Exception:
            pass
