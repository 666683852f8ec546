# BytesIO copies its initial bytes
import io

src = bytearray(b'abc')
b = io.BytesIO(src)
src[0] = 120
print(b.getvalue())
