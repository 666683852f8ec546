# re.error attributes msg, pattern, pos, lineno, colno
import re
try:
    re.compile('ab\n(cd')
except re.error as e:
    print(e)
    print(e.msg, repr(e.pattern), e.pos, e.lineno, e.colno)
try:
    re.compile('(?<=a+)b')
except re.error as e:
    print(e, e.pos)
print(issubclass(re.error, Exception))
