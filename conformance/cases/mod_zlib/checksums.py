# crc32 and adler32, with running values
import zlib
print(zlib.crc32(b''), zlib.crc32(b'hello'), zlib.crc32(b'hello world'), zlib.crc32(b'world', zlib.crc32(b'hello ')))
print(zlib.adler32(b''), zlib.adler32(b'hello'), zlib.adler32(b'world', zlib.adler32(b'hello ')), zlib.adler32(b'x' * 10000))
print(zlib.crc32(b'abc', 2**32 + 5) == zlib.crc32(b'abc', 5), zlib.crc32(bytearray(b'abc')))
