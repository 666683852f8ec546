# StringIO initial value and position
import io

s = io.StringIO('abc')
print(s.tell(), s.read(), s.tell())
s = io.StringIO('abc')
s.write('X')
print(s.getvalue())
