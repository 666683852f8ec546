# b32decode casefold and map01
import base64, binascii
print(base64.b32decode(b'mzxw6===', casefold=True), base64.b32decode(b'MZXW6===', map01=b'L'))
for d in [b'MZXW6', b'MZXW6===!', b'MZXW6==1', b'M=======']:
    try:
        print(base64.b32decode(d))
    except binascii.Error as e:
        print('Error', e)
