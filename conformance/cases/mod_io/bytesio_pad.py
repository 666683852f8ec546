# BytesIO write past end pads with zero bytes
import io

b = io.BytesIO(b'ab')
b.seek(4)
b.write(b'z')
print(b.getvalue())
