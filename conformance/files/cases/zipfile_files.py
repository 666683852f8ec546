# zipfile: writing (writestr, write, open('w'), mkdir), reading, extract/extractall with names sanitized, append, archives in memory, errors.
import zipfile, io, os
def t(f):
    try: print('ok', repr(f()))
    except Exception as e: print(type(e).__name__, e)
with zipfile.ZipFile('z.zip', 'w', compression=zipfile.ZIP_DEFLATED) as z:
    z.writestr('a.txt', 'hello\nworld\n')
    z.writestr('dir/b.csv', b'x,y\n1,2\n')
    z.write('data/b.txt', arcname='copied.txt')
    z.writestr(zipfile.ZipInfo('fixed.txt', date_time=(2020,1,2,3,4,6)), 'fixed')
    print(repr(z))
z = zipfile.ZipFile('z.zip')
print(z.namelist())
i = z.getinfo('a.txt')
print(i.filename, i.file_size, i.compress_type, i.is_dir(), i.CRC, z.getinfo('fixed.txt').date_time, repr(z.getinfo('fixed.txt')))
print(z.read('a.txt'), z.read('dir/b.csv'))
with z.open('a.txt') as f:
    print(repr(f), f.readline(), f.read(), f.readable(), f.seekable())
t(lambda: z.read('nope'))
t(lambda: z.getinfo('nope'))
print([x.filename for x in z.infolist()])
print(z.extract('dir/b.csv', 'zout'), sorted(os.listdir('zout/dir')))
z.extractall('zout')
print(sorted(os.listdir('zout')))
print(z.testzip(), z.comment, z.filename, z.mode)
z.close()
print(repr(z))
t(lambda: z.read('a.txt'))
t(lambda: zipfile.ZipFile('b.txt'))
t(lambda: zipfile.ZipFile('nope.zip'))
print(zipfile.is_zipfile('z.zip'), zipfile.is_zipfile('b.txt'))
b = io.BytesIO()
with zipfile.ZipFile(b, 'w') as z:
    z.writestr('m.txt', 'mem')
print(zipfile.ZipFile(io.BytesIO(b.getvalue())).read('m.txt'))
with zipfile.ZipFile('z.zip', 'a') as z:
    z.writestr('added.txt', 'new')
print(zipfile.ZipFile('z.zip').namelist(), zipfile.ZipFile('z.zip').read('a.txt'))
t(lambda: zipfile.ZipFile('z.zip', 'q'))
t(lambda: zipfile.ZipFile('z.zip').writestr('x', 'y'))
with zipfile.ZipFile('z.zip') as z:
    print(list(io.TextIOWrapper(z.open('dir/b.csv'), encoding='utf-8')))
    import csv
    print(list(csv.DictReader(io.TextIOWrapper(z.open('dir/b.csv'), encoding='utf-8', newline=''))))
print(zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED, zipfile.BadZipFile.__mro__[1], zipfile.BadZipfile is zipfile.BadZipFile)
with zipfile.ZipFile('evil.zip', 'w') as z:
    z.writestr('../../evil.txt', 'x')
    z.writestr('/abs/evil2.txt', 'y')
with zipfile.ZipFile('evil.zip') as z:
    print(z.namelist(), z.extractall('zout2'))
print(sorted(os.path.relpath(os.path.join(d, f), 'zout2') for d, _, fs in os.walk('zout2') for f in fs))
with zipfile.ZipFile('fixed.zip', 'w', zipfile.ZIP_DEFLATED) as z:
    for n in ('x.txt', 'sub/y.txt'):
        z.writestr(zipfile.ZipInfo(n, date_time=(2021, 5, 6, 7, 8, 10)), n * 3)
with zipfile.ZipFile('fixed.zip') as z:
    z.printdir()
with zipfile.ZipFile('w.zip', 'w') as z:
    with z.open('streamed.txt', 'w') as f:
        f.write(b'streamed data')
    z.mkdir('emptydir')
print(zipfile.ZipFile('w.zip').namelist(), zipfile.ZipFile('w.zip').read('streamed.txt'))
# The archives' bytes are Go's here, CPython's there (compression, data descriptors): what they hold is compared above.
for p in ('z.zip', 'evil.zip', 'w.zip', 'fixed.zip'):
    os.remove(p)
