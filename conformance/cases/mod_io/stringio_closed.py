# operations on a closed StringIO
import io

s = io.StringIO('x')
s.close()
print(s.closed)
for f in (s.read, s.getvalue, s.tell, lambda: s.write('a'), s.readline, lambda: s.seek(0)):
    try:
        f()
    except ValueError as e:
        print(e)
