# Compression at level 9 (see compress.py) in the file modules.
# files
# --- gzip_compress_level9
import random, gzip
data = random.randbytes(2 * 10**6).translate(bytes(b'ab'[i & 1] for i in range(256)))
gzip.compress(data, 9)
# --- gzip_file_write
import random, gzip, io
data = random.randbytes(2 * 10**6).translate(bytes(b'ab'[i & 1] for i in range(256)))
with gzip.GzipFile(fileobj=io.BytesIO(), mode='wb', compresslevel=9) as f:
    f.write(data)
# --- zipfile_writestr
import random, zipfile, io
data = random.randbytes(2 * 10**6).translate(bytes(b'ab'[i & 1] for i in range(256)))
with zipfile.ZipFile(io.BytesIO(), 'w', zipfile.ZIP_DEFLATED, compresslevel=9) as z:
    z.writestr('a', data)
