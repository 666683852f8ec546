# base64/32/16 encode and decode b'hello world!'
import base64
v = b'hello world!'
for name, enc, dec in [('b64', base64.b64encode, base64.b64decode), ('urlsafe', base64.urlsafe_b64encode, base64.urlsafe_b64decode),
                       ('standard', base64.standard_b64encode, base64.standard_b64decode), ('b32', base64.b32encode, base64.b32decode),
                       ('b32hex', base64.b32hexencode, base64.b32hexdecode), ('b16', base64.b16encode, base64.b16decode)]:
    e = enc(v)
    print(name, e, dec(e) == v)
