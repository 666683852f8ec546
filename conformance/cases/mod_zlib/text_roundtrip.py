# compress text after encoding it
import zlib
text = 'Ünïcödé text, ' * 20
packed = zlib.compress(text.encode('utf-8'))
print(zlib.decompress(packed).decode('utf-8') == text, zlib.crc32(text.encode()) == zlib.crc32(zlib.decompress(packed)))
