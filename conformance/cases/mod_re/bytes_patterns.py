# bytes patterns match bytes with ASCII classes
import re
print(re.findall(rb'\w+', b'caf\xe9 bar'))
print(re.sub(rb'a', b'o', b'banana'))
print(re.split(rb',', b'a,b'))
print(re.match(rb'(?i)abc', b'ABC').group())
print(re.compile(b'x').flags, re.compile('x').flags)
