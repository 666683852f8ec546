# b16decode casefold and errors
import base64, binascii
print(base64.b16decode(b'ABCD'), base64.b16decode(b'abcd', casefold=True))
for d in [b'abcd', b'ABC', b'GG']:
    try:
        print(base64.b16decode(d))
    except binascii.Error as e:
        print('Error', e)
