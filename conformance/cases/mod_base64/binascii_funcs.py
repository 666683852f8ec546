# binascii hexlify, unhexlify, a2b/b2a_base64
import binascii
print(binascii.hexlify(b'\x01\xab'), binascii.unhexlify(b'01ab'), binascii.unhexlify('FF'))
print(binascii.b2a_base64(b'abc'), binascii.a2b_base64(b'YWJj'))
for f in [lambda: binascii.unhexlify(b'abc'), lambda: binascii.unhexlify(b'zz')]:
    try:
        f()
    except binascii.Error as e:
        print('Error', e)
print(issubclass(binascii.Error, ValueError))
