# binascii.hexlify and b2a_hex with sep and bytes_per_sep
import binascii
for a in [(b'\x01\x02\x03\x04\x05',), (b'\x01\x02\x03\x04\x05', ':'), (b'\x01\x02\x03\x04\x05', b'-', 2), (b'\x01\x02\x03\x04\x05', '-', -2), (bytearray(b'abc'), '::'), (b'abc', 1), (b'',), (b'', '-')]:
    for f in (binascii.hexlify, binascii.b2a_hex):
        try: print(f(*a))
        except Exception as e: print(type(e).__name__, e)
try: binascii.hexlify(b'ab', sep=':', bytes_per_sep=2)
except Exception as e: print(type(e).__name__, e)
print(binascii.hexlify(data=b'ab', sep=':', bytes_per_sep=1))
