# b64decode(b'YWJjZ') error
import base64
print(base64.b64decode(b'YWJjZ'))
