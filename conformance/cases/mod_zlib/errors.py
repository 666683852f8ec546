# zlib.error for corrupt and truncated data
import zlib
for bad in [b'abc', b'x\x9c\xcbH', b'x\x9c\xcbH\xcd\xc9\xc9\x07\x00\x06,\x02\x16', b'']:
    try:
        zlib.decompress(bad)
    except zlib.error as e:
        print('error', e)
try:
    zlib.compress(b'x', 10)
except zlib.error as e:
    print('error', e)
try:
    zlib.compress('text')
except TypeError as e:
    print('TypeError', e)
print(issubclass(zlib.error, Exception), zlib.error.__name__)
