# hexlify and unhexlify round trips
import binascii
data = bytes(range(0, 256, 17))
h = binascii.hexlify(data)
print(h, binascii.unhexlify(h) == data, binascii.a2b_hex(binascii.b2a_hex(data, '-').replace(b'-', b'')) == data)
