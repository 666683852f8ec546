# base64/32/16 encode and decode b'\x00\xff\xfe'
import base64
v = b'\x00\xff\xfe'
for enc, dec in [(base64.b64encode, base64.b64decode), (base64.urlsafe_b64encode, base64.urlsafe_b64decode), (base64.standard_b64encode, base64.standard_b64decode),
                 (base64.b32encode, base64.b32decode), (base64.b32hexencode, base64.b32hexdecode), (base64.b16encode, base64.b16decode)]:
    e = enc(v)
    print(enc.__name__, e, dec(e) == v)
