# StringIO write/getvalue/read
import io

s = io.StringIO()
print(s.write('hello '), s.write('world'), s.getvalue(), s.tell())
s.seek(0)
print(s.read(5), repr(s.read()), repr(s.read()))
