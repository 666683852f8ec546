# custom altchars and urlsafe alphabets
import base64
data = b'\xfb\xff\xbf'
print(base64.b64encode(data), base64.b64encode(data, b'-_'), base64.b64encode(data, altchars=b'.,'))
print(base64.b64decode(b'-_-_', b'-_'), base64.urlsafe_b64decode('-_-_'), base64.urlsafe_b64encode(data))
try:
    base64.b64encode(data, b'abc')
except AssertionError as e:
    print('AssertionError', e)
