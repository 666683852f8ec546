# compressobj and decompressobj
import zlib
c = zlib.compressobj()
parts = [c.compress(b'abc' * 100), c.compress(b'xyz' * 100), c.flush()]
data = b''.join(parts)
print(zlib.decompress(data) == b'abc' * 100 + b'xyz' * 100)
d = zlib.decompressobj()
out = d.decompress(data[:10])
print(d.eof)
out += d.decompress(data[10:] + b'tail')
print(out == b'abc' * 100 + b'xyz' * 100, d.eof, d.unused_data, d.flush())
d2 = zlib.decompressobj()
print(d2.decompress(zlib.compress(b'hello'), 2))
c2 = zlib.compressobj(9, zlib.DEFLATED, -15)
raw = c2.compress(b'raw data') + c2.flush()
print(zlib.decompress(raw, -15))
print(zlib.MAX_WBITS, zlib.DEFLATED, zlib.Z_BEST_COMPRESSION, zlib.Z_DEFAULT_COMPRESSION, zlib.Z_FINISH)
