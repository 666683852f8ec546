# BytesIO seek modes
import io

b = io.BytesIO(b'0123456789')
print(b.seek(-3, 2), b.read(), b.seek(2), b.seek(3, 1), b.read(2), b.seek(-100, 1))
for args in [(-1,), (0, 5)]:
    try:
        b.seek(*args)
    except ValueError as e:
        print(e)
