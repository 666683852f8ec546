# BytesIO truncate
import io

b = io.BytesIO(b'hello')
print(b.truncate(2), b.getvalue())
