# Compression at level 9 of input over a small alphabet costs about 6 us
# a byte (200 KB a second): one Go Write of a whole buffer ran seconds
# past the deadline; the compressor must be fed in small pieces.
# --- zlib_compress_level9
import random, zlib
data = random.randbytes(2 * 10**6).translate(bytes(b'ab'[i & 1] for i in range(256)))
zlib.compress(data, 9)
# --- zlib_compressobj_level9
import random, zlib
data = random.randbytes(2 * 10**6).translate(bytes(b'ab'[i & 1] for i in range(256)))
zlib.compressobj(9).compress(data)
# --- zlib_compressobj_raw
import random, zlib
data = random.randbytes(2 * 10**6).translate(bytes(b'ab'[i & 1] for i in range(256)))
zlib.compressobj(9, zlib.DEFLATED, -15).compress(data)
