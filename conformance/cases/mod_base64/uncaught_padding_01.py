# b64decode(b'YQ') error
import base64
print(base64.b64decode(b'YQ'))
