# b2a_hex, a2b_hex and hexlify with a separator
import binascii
print(binascii.hexlify(b'\x01\xab\xff'), binascii.b2a_hex(b'abc'), binascii.hexlify(b''))
print(binascii.hexlify(b'\x01\x02\x03', '-'), binascii.hexlify(b'\x01\x02\x03\x04\x05', b':', 2), binascii.hexlify(b'\x01\x02\x03\x04\x05', ' ', -2))
print(binascii.b2a_hex(b'\xde\xad\xbe\xef', sep='.'), binascii.hexlify(bytearray(b'\x10')))
print(binascii.a2b_hex('01ab'), binascii.a2b_hex(b'FFee'), binascii.unhexlify('00'), binascii.a2b_hex(''))
for bad in ['abc', 'zz']:
    try:
        binascii.a2b_hex(bad)
    except binascii.Error as e:
        print('Error', e)
try:
    binascii.hexlify(b'ab', sep='--')
except ValueError as e:
    print('ValueError', e)
