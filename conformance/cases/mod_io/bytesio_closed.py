# BytesIO closed errors
import io

b = io.BytesIO(b'x')
with b:
    pass
print(b.closed)
try:
    b.getvalue()
except ValueError as e:
    print(e)
