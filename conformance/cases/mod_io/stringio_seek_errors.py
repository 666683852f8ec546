# StringIO seek errors
import io

s = io.StringIO('abc')
for args in [(-1,), (1, 1), (1, 2), (0, 3)]:
    try:
        s.seek(*args)
    except (ValueError, OSError) as e:
        print(type(e).__name__, e)
print(s.seek(0, 2), s.seek(0, 1), s.seek(1))
