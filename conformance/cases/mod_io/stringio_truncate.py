# truncate
import io

s = io.StringIO('hello world')
print(s.truncate(5), repr(s.getvalue()), s.tell())
s.seek(2)
print(s.truncate(), repr(s.getvalue()))
