# Binary files: rb/wb/ab/r+b, buffering=0, read sizes, peek/read1, readinto, seek/tell, bytes-like writes.
with open('binary.bin', 'rb') as f:
    print(repr(f), f.read(4), f.tell(), f.read1(3), f.peek(1)[:1])
    f.seek(-4, 2)
    print(f.read(), f.read(), f.tell())
    f.seek(10)
    print(f.readline()[:5], f.tell())
    buf = bytearray(5)
    print(f.readinto(buf), buf)
    print(f.seek(2, 1), f.raw, f.readable(), f.writable(), f.seekable())
with open('out.bin', 'wb') as f:
    print(repr(f), f.write(b'abc'), f.write(bytearray(b'def')), f.tell())
    f.writelines([b'1', b'2'])
print(open('out.bin', 'rb').read())
with open('out.bin', 'ab') as f:
    f.write(b'+')
print(open('out.bin', 'rb').read())
with open('out.bin', 'r+b') as f:
    print(repr(f))
    print(f.read(2))
    f.write(b'XY')
    f.seek(0)
    print(f.read())
    print(f.truncate(3), f.tell())
print(open('out.bin', 'rb').read())
with open('out.bin', 'rb', buffering=0) as f:
    print(repr(f), f.read(1), f.readall(), f.read())
with open('raw.bin', 'wb', buffering=0) as f:
    print(f.write(b'raw'), f.mode, f.closefd)
print(open('raw.bin', 'rb').readlines())
with open('crlf.txt', 'rb') as f:
    print(list(f))
for bad in (lambda: open('out.bin', 'wb').write('text'), lambda: open('out.bin', 'rb').write(b'x'),
            lambda: open('out.bin', 'wb').read(), lambda: open('out.bin', 'rb').read(-2)):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
