# b64decode(b'YWJjZA=') error
import base64
print(base64.b64decode(b'YWJjZA='))
