# re.escape of special characters
import re
print(re.escape('a.b*c?d+e(f)[g]{h}|i^j$k\\l'))
print(re.escape('hello world\t-#&~'))
print(re.escape(b'a.b'))
print(re.escape('é_1'))
print(re.match(re.escape('1+1=2'), '1+1=2') is not None)
