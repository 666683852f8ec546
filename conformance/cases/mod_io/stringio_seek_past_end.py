# writing past the end pads with NUL
import io

s = io.StringIO('ab')
s.seek(5)
s.write('z')
print(repr(s.getvalue()))
