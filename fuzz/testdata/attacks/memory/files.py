# files
# File contents, listings and decompressed data are held in memory: each
# must be charged before it is allocated (issue 17).
# --- write_forever
f = open('big.bin', 'wb')
chunk = b'x' * (1 << 20)
while True:
    f.write(chunk)
# --- write_many_files
for i in range(10 ** 6):
    open('f%d.txt' % i, 'w').write('x' * 1000)
# --- seek_far_then_write
f = open('sparse.bin', 'wb')
f.seek(2 ** 40)
f.write(b'x')
# --- truncate_huge
f = open('t.bin', 'wb')
f.truncate(2 ** 40)
# --- os_truncate_huge
import os
open('t2.bin', 'w').close()
os.truncate('t2.bin', 2 ** 33)
# --- read_back_accumulate
open('chunk.bin', 'wb').write(b'y' * (8 << 20))
keep = []
while True:
    keep.append(open('chunk.bin', 'rb').read())
# --- text_read_accumulate
open('chunk.txt', 'w').write('z' * (8 << 20))
keep = []
while True:
    keep.append(open('chunk.txt').read())
# --- readlines_huge
with open('lines.txt', 'w') as f:
    for i in range(200):
        f.write('\n' * 100000)
keep = []
while True:
    keep.append(open('lines.txt').readlines())
# --- gzip_bomb
import gzip
bomb = gzip.compress(b'\0' * (32 << 20))
gzip.decompress(bomb * 8)
# --- gzip_file_bomb
import gzip
bomb = gzip.compress(b'\0' * (32 << 20))
open('b.gz', 'wb').write(bomb * 8)
gzip.open('b.gz').read()
# --- gzip_text_bomb
import gzip
bomb = gzip.compress(b'a' * (32 << 20))
open('t.gz', 'wb').write(bomb * 8)
gzip.open('t.gz', 'rt').read()
# --- zip_bomb
import zipfile, io
buf = io.BytesIO()
with zipfile.ZipFile(buf, 'w', zipfile.ZIP_DEFLATED) as z:
    z.writestr('a', b'\0' * (40 << 20))
data = buf.getvalue()
zipfile.ZipFile(io.BytesIO(data)).extractall('out')
zipfile.ZipFile(io.BytesIO(data)).read('a') * 2
# --- listdir_accumulate
import os
for i in range(5000):
    open('n%05d' % i, 'w').close()
keep = []
while True:
    keep.append(os.listdir('.'))
# --- scandir_accumulate
import os
for i in range(5000):
    os.mkdir('d%05d' % i)
keep = []
while True:
    keep.append(list(os.scandir('.')))
# --- walk_accumulate
import os
for i in range(100):
    os.makedirs('w/%d/%d' % (i, i))
keep = []
while True:
    keep.append(list(os.walk('.')))
# --- glob_accumulate
import glob
for i in range(3000):
    open('g%d.csv' % i, 'w').close()
keep = []
while True:
    keep.append(glob.glob('**/*.csv', recursive=True))
# --- shutil_copy_growing
import shutil
open('s.bin', 'wb').write(b's' * (4 << 20))
i = 0
while True:
    shutil.copyfile('s.bin', 's%d.bin' % i)
    i += 1
# --- textiowrapper_bytesio
import io
b = io.BytesIO(b'q' * (16 << 20))
keep = []
while True:
    b.seek(0)
    keep.append(io.TextIOWrapper(b, encoding='latin-1').read())
# --- json_dump_file_growing
import json
data = list(range(100000))
with open('j.json', 'w') as f:
    while True:
        json.dump(data, f)
