# b64decode(b'Y') error
import base64
print(base64.b64decode(b'Y'))
