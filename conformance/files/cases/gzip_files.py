# gzip: open in binary and text modes, GzipFile over a file object, compress/decompress, seek, errors, a dropped writer completed before its file is read again.
import gzip, io
def t(f):
    try: print('ok', repr(f()))
    except Exception as e: print(type(e).__name__, e)
with gzip.open('a.gz', 'wt') as f:
    print(f.write('hello\nworld\n'))
g = gzip.open('a.gz')
print(g.mode, g.name, g.read(3), g.tell(), g.readline(), g.peek(2)[:2], g.readlines(), g.read(), g.tell(), g.seekable(), g.readable(), g.writable())
print(g.seek(0), g.read(), g.seek(2), g.read(2))
t(lambda: g.seek(0, 2))
g.close()
print(g.closed)
t(lambda: g.read())
t(lambda: gzip.decompress(b'not gzip'))
t(lambda: gzip.decompress(gzip.compress(b'abc')[:-3]))
t(lambda: gzip.open('notes.txt').read())
t(lambda: gzip.open('a.gz', 'rb', encoding='x'))
t(lambda: gzip.open('nope.gz'))
print(gzip.decompress(gzip.compress(b'abc') + gzip.compress(b'def')))
b = io.BytesIO()
with gzip.GzipFile(fileobj=b, mode='wb', mtime=0) as z:
    z.write(b'x' * 100)
print(len(b.getvalue()) > 10, gzip.decompress(b.getvalue())[:5])
print(gzip.READ, gzip.WRITE, gzip.BadGzipFile.__mro__)
with gzip.open('a.gz', 'rt') as f:
    print([l for l in f])
g = gzip.GzipFile('a.gz', 'wb')
print(g.mode)
t(lambda: g.read())
g.close()
t(lambda: gzip.open('a.gz', 'ab').write(b'more'))
print(gzip.open('a.gz').read())
print(gzip.compress(b'', mtime=0)[:4])
big = b''.join(b'line %d\n' % i for i in range(5000))
with gzip.open('big.gz', 'wb') as f:
    f.write(big)
print(gzip.open('big.gz').read() == big, sum(1 for _ in gzip.open('big.gz')), len(gzip.decompress(open('big.gz', 'rb').read())))
with gzip.open('t.csv.gz', 'wt', encoding='utf-8', newline='') as f:
    import csv
    csv.writer(f).writerows([['a', 'é'], [1, 2]])
with gzip.open('t.csv.gz', 'rt', encoding='utf-8', newline='') as f:
    print(list(csv.reader(f)))
# The compressed bytes are zlib's in CPython and Go's here: what they decompress to is compared above.
import os
for p in ('a.gz', 'big.gz', 't.csv.gz'):
    os.remove(p)
