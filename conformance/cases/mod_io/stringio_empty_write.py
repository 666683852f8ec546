# writing empty strings
import io

s = io.StringIO('abc')
print(s.write(''), s.tell(), s.getvalue())
