# overwriting in the middle
import io

s = io.StringIO('0123456789')
s.seek(3)
s.write('abc')
print(s.getvalue(), s.tell(), s.read())
