# tell follows reads
import io

s = io.StringIO('ab\ncd\n')
s.readline()
print(s.tell())
s.read(1)
print(s.tell(), s.seek(0, 2), s.tell())
