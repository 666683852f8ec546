# compiled patterns are cached and purge works
import re
a = re.compile(r'\d+')
b = re.compile(r'\d+')
print(a == b, a.pattern == b.pattern)
re.purge()
print(re.compile(r'\d+') == a)
print(re.compile(a) is a)
