# BytesIO write type errors
import io

b = io.BytesIO()
for x in ('str', 1, None):
    try:
        b.write(x)
    except TypeError as e:
        print(e)
