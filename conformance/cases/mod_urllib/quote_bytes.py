# quote of bytes, quote_from_bytes, encodings and errors
from urllib.parse import quote, quote_from_bytes, quote_plus
print(quote(b'\xff\x00 a/'), quote_from_bytes(b'a b'), quote_from_bytes(bytearray(b'a/b'), safe=''), quote_plus(b'a b+'))
print(quote('é', encoding='latin-1'), quote('é€', encoding='ascii', errors='replace'), quote('é€', encoding='ascii', errors='ignore'))
print(quote('a&b', safe=b'&'), quote_plus('x y', safe=b'/'), quote(b''), repr(quote_from_bytes(b'')))
