# validate=True is strict
import base64, binascii
for d in [b'YWJj', b'YW!j', b'YQ==YQ', b'YQ===', b'=YQ=', b'YQ=a']:
    try:
        print(base64.b64decode(d, validate=True))
    except binascii.Error as e:
        print('Error', e)
