# audit: zlib, binascii and time.strptime edge cases and errors
import zlib, binascii, time
c = zlib.compressobj(); data = c.compress(b"abc" * 10) + c.flush()
d = zlib.decompressobj(); print(d.decompress(data), d.eof)
print(zlib.decompress(zlib.compress(b"", 9)), hex(zlib.crc32(b"x", 5)))
try:
    zlib.decompress(b"not zlib")
except zlib.error as e:
    print("zlib.error:", e)
print(binascii.unhexlify(b"6869"), binascii.crc32(b"abc"))
try:
    binascii.a2b_hex("abc")
except binascii.Error as e:
    print("binascii.Error:", e)
print(time.strptime("5 Mar 2024", "%d %b %Y")[:3])
try:
    time.strptime("2024", "%d")
except ValueError as e:
    print(e)
