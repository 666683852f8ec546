# BytesIO readline/iteration
import io

b = io.BytesIO(b'a\nbb\nccc')
print(b.readline(), b.readlines())
print(list(io.BytesIO(b'x\ny')))
