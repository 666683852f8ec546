# zlib, struct, array
# Decompressed data and packed buffers are sized by the program: each must
# be charged before it is allocated, so a bomb ends with the memory limit.
# --- zlib_bomb
import zlib
bomb = zlib.compress(b'\0' * (32 << 20), 9)
zlib.decompress(bomb * 1)
keep = [zlib.decompress(bomb) for _ in range(100)]
# --- zlib_bomb_concatenated_raw
import zlib
c = zlib.compressobj(9, zlib.DEFLATED, -15)
bomb = c.compress(b'\0' * (64 << 20)) + c.flush()
zlib.decompress(bomb, -15)
keep = [zlib.decompress(bomb, -15) for _ in range(100)]
# --- zlib_decompressobj_bomb
import zlib
bomb = zlib.compress(b'\0' * (32 << 20), 9)
keep = []
while True:
    d = zlib.decompressobj()
    keep.append(d.decompress(bomb))
# --- zlib_gzip_bomb
import zlib
c = zlib.compressobj(9, zlib.DEFLATED, 31)
bomb = c.compress(b'a' * (32 << 20)) + c.flush()
keep = [zlib.decompress(bomb, 47) for _ in range(100)]
# --- zlib_decompressobj_many_chunks
import zlib
data = zlib.compress(bytes(range(256)) * (1 << 14))
d = zlib.decompressobj()
keep = []
for i in range(0, len(data), 1):
    keep.append(d.decompress(data[i:i + 1]))
while True:
    keep.append(zlib.decompress(data))
# --- struct_huge_pad
import struct
struct.pack('2000000000x')
# --- struct_huge_string
import struct
keep = [struct.pack('1000000000s', b'') for _ in range(10)]
# --- struct_huge_count_unpack
import struct
struct.unpack('100000000000i', b'')
# --- struct_many_items
import struct
n = 50000000
struct.pack('%dB' % n, *range(256) * 0)
keep = [struct.calcsize('%di' % n) for _ in range(10)]
keep.append(struct.unpack('<%dB' % n, bytes(n)))
# --- array_grow
import array
a = array.array('d')
while True:
    a.extend(a if len(a) else [1.0])
# --- array_frombytes_huge
import array
a = array.array('b')
a.frombytes(bytes(1 << 31))
