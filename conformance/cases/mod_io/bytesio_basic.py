# BytesIO read/write
import io

b = io.BytesIO()
print(b.write(b'hello'), b.write(bytearray(b' world')), b.getvalue(), b.tell())
b.seek(0)
print(b.read(5), b.read(), b.read())
