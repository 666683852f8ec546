# compress and decompress round trips
import zlib
data = b'hello world ' * 50
for level in (-1, 0, 1, 6, 9):
    c = zlib.compress(data, level)
    print(level, zlib.decompress(c) == data)
print(zlib.decompress(zlib.compress(b'')), zlib.decompress(zlib.compress(data, wbits=-15), wbits=-15) == data)
print(zlib.decompress(zlib.compress(data, wbits=31), wbits=31) == data, zlib.decompress(zlib.compress(data, wbits=31), wbits=47) == data)
print(zlib.decompress(zlib.compress(data), 47) == data, zlib.decompress(bytearray(zlib.compress(b'ba'))))
print(len(zlib.compress(data)) < len(data))
