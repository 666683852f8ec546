# zlib: zdict round trips, a wrong or missing dictionary, and max_length loops over unconsumed_tail
import zlib
zd = b"the quick brown fox jumps over the lazy dog"
text = b"the lazy dog and the quick brown fox, the quick brown fox and the lazy dog " * 3
for wbits in (15, -15, 9, -9):
    co = zlib.compressobj(level=6, wbits=wbits, zdict=zd)
    packed = co.compress(text) + co.flush()
    do = zlib.decompressobj(wbits=wbits, zdict=zd)
    print(wbits, do.decompress(packed) == text, do.eof, do.unused_data, do.unconsumed_tail)
co = zlib.compressobj(zdict=bytearray(zd))
packed = co.compress(text) + co.flush()
try:
    zlib.decompress(packed)
except zlib.error as e:
    print("no dict:", e)
try:
    zlib.decompressobj().decompress(packed)
except zlib.error as e:
    print("no dict:", e)
try:
    zlib.decompressobj(zdict=b"another dictionary").decompress(packed)
except zlib.error as e:
    print("wrong dict:", e)
for bad in (dict(wbits=31, zdict=b"x"), dict(zdict="str")):
    try:
        zlib.compressobj(**bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    zlib.decompressobj(zdict="str")
except TypeError as e:
    print(e)
# Streaming with max_length: feed unconsumed_tail back until it is empty, then flush.
data = bytes(range(256)) * 40 + b"tail" * 1000
packed = zlib.compress(data, 9)
for size in (1, 7, 100, 4096, 100000):
    d = zlib.decompressobj()
    out = []
    chunk = packed
    calls = 0
    while True:
        piece = d.decompress(chunk, size)
        calls += 1
        assert len(piece) <= size
        out.append(piece)
        chunk = d.unconsumed_tail
        if not chunk:
            break
    out.append(d.flush())
    got = b"".join(out)
    print(size, got == data, len(got), d.eof, d.unused_data)
# Feeding in small pieces with a bound on each output.
d = zlib.decompressobj()
got = b""
for i in range(0, len(packed), 50):
    got += d.decompress(d.unconsumed_tail + packed[i:i + 50], 300)
while d.unconsumed_tail:
    got += d.decompress(d.unconsumed_tail, 300)
got += d.flush()
print(got == data, d.eof)
try:
    d.decompress(b"", -1)
except ValueError as e:
    print(e)
