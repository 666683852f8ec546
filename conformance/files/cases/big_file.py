# A file larger than the 8 KiB chunks: multibyte characters and CRLFs across chunk boundaries, tell cookies, seek back.
lines = []
for i in range(3000):
    lines.append(('é' * (i % 7)) + 'line%d' % i + ('€' if i % 3 else '') + ('\r\n' if i % 5 == 0 else '\n'))
data = ''.join(lines)
with open('big.txt', 'w', newline='') as f:
    print(f.write(data))
with open('big.txt', 'rb') as f:
    raw = f.read()
print(len(raw), len(data))
f = open('big.txt')
cookies = []
for i in range(200):
    cookies.append((f.tell(), f.readline()))
print(cookies[:2], cookies[-1])
for c, line in cookies[::17]:
    f.seek(c)
    assert f.readline() == line, (c, line)
print('seek back ok')
f.seek(0)
print('chars', sum(len(line) for line in f))
print(f.tell())
f.seek(0)
s = f.read(8190)
print(len(s), f.tell(), repr(f.read(10)), f.tell())
f.seek(0)
n = 0
while True:
    chunk = f.read(1000)
    if not chunk:
        break
    n += 1
print(n, f.tell())
f.close()
print(len(open('big.txt', newline='').readlines()), len(open('big.txt').read()))
with open('bad.txt', 'wb') as f:
    f.write(b'good line\n' * 1000 + b'bad \xff byte\n' + b'tail\n')
try:
    open('bad.txt').read()
except UnicodeDecodeError as e:
    print(e)
count = 0
try:
    for line in open('bad.txt'):
        count += 1
except UnicodeDecodeError as e:
    print(count, e)
print(len(open('bad.txt', errors='replace').read()))
print(repr(open('bad.txt', errors='surrogateescape').read()[-20:]))
print(repr(open('bad.txt', errors='backslashreplace').read()[-20:]))
with open('split.txt', 'wb') as f:
    f.write(b'x' * 8191 + b'\xe2\x82\xac' + b'y' * 10)
print(repr(open('split.txt').read()[-12:]), [len(l) for l in open('split.txt')])
with open('trunc.txt', 'wb') as f:
    f.write(b'x' * 8191 + b'\xe2\x82')
try:
    open('trunc.txt').read()
except UnicodeDecodeError as e:
    print(e)
with open('cr.txt', 'wb') as f:
    f.write(b'a' * 8191 + b'\r\n' + b'b\r' + b'c')
print([len(x) for x in open('cr.txt')], [len(x) for x in open('cr.txt', newline='')])
