# files
# File operations whose cost grows with the data: each must count its
# work and poll the deadline (issue 17).
# --- write_small_forever
f = open('w.txt', 'w')
while True:
    f.write('x')
# --- reopen_forever
while True:
    with open('r.txt', 'w') as f:
        f.write('r')
# --- huge_line_readline
with open('line.txt', 'w') as f:
    f.write('a' * (20 << 20))
while True:
    open('line.txt').readline()
# --- tell_in_loop
with open('tell.txt', 'w') as f:
    for i in range(20000):
        f.write('é' * (i % 7) + '\r\n')
f = open('tell.txt')
while True:
    f.seek(0)
    while f.readline():
        f.tell()
# --- deep_tree_walk
import os
p = 'd'
for i in range(1000):
    os.mkdir(p)
    p += '/d'
while True:
    for _ in os.walk('.'):
        pass
# --- gzip_compress_big
import gzip
data = bytes(range(256)) * (1 << 16)
while True:
    gzip.compress(data)
# --- zip_build_many
import zipfile
while True:
    with zipfile.ZipFile('m.zip', 'w', zipfile.ZIP_DEFLATED) as z:
        for i in range(2000):
            z.writestr('f%d' % i, b'x' * 1000)
# --- glob_deep
import os, glob
p = 'g'
for i in range(200):
    os.mkdir(p)
    p += '/g'
while True:
    glob.glob('**', recursive=True)
# --- gzip_seek_back_and_forth
import gzip
with gzip.open('s.gz', 'wb') as f:
    f.write(b'z' * (16 << 20))
g = gzip.open('s.gz')
while True:
    g.seek(16 << 20)
    g.seek(0)
