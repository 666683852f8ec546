# io.TextIOWrapper over io.BytesIO and over binary files, io.BufferedReader over a raw file.
import io, csv
b = io.BytesIO('héllo\nwörld\r\nend'.encode('utf-8'))
t = io.TextIOWrapper(b, encoding='utf-8')
print(repr(t.readline()), t.tell(), t.readlines(), t.buffer is b)
t = io.TextIOWrapper(io.BytesIO(b'a,b\r\n1,2\r\n'), encoding='utf-8', newline='')
print(list(csv.reader(t)))
out = io.BytesIO()
w = io.TextIOWrapper(out, encoding='utf-8')
w.write('x\ny\n')
w.flush()
print(out.getvalue())
w2 = io.TextIOWrapper(io.BytesIO(), encoding='utf-16')
w2.write('hi')
w2.seek(0)
print(repr(w2.read()), w2.encoding)
print(repr(io.TextIOWrapper(io.BytesIO(b'\xef\xbb\xbfbom'), encoding='utf-8-sig').read()))
with open('tw.bin', 'wb') as f:
    f.write(b'one\ntwo\n')
raw = open('tw.bin', 'rb', buffering=0)
br = io.BufferedReader(raw)
print(br.readline(), br.read())
tw = io.TextIOWrapper(open('tw.bin', 'rb'))
print(tw.read().split())
try:
    io.TextIOWrapper(io.BytesIO(b'x')).mode
except AttributeError as e:
    print(e)
