# non-alphabet characters are skipped, str input accepted
import base64
for d in [b'YWJj\n', 'YWJj', b'Y W J j', b'YQ==YQ==', b'!!!!', b'YW\nJj\r\nZA==']:
    print(repr(d), base64.b64decode(d))
