# compressobj with levels and strategies
import zlib
data = bytes(range(256)) * 16
for level in (0, 1, 9):
    c = zlib.compressobj(level)
    out = c.compress(data) + c.flush()
    print(level, zlib.decompress(out) == data)
c = zlib.compressobj(6, zlib.DEFLATED, zlib.MAX_WBITS, 8, zlib.Z_DEFAULT_STRATEGY)
out = c.compress(b'abc') + c.flush(zlib.Z_SYNC_FLUSH) + c.compress(b'def') + c.flush()
print(zlib.decompress(out))
