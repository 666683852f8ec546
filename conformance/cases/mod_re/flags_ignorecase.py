# IGNORECASE globally, inline and scoped
import re
print(re.findall(r'abc', 'ABC abc AbC', re.I))
print(re.findall(r'(?i)abc', 'ABC abc'))
print(re.findall(r'a(?i:b)c', 'abc aBc ABC'))
print(re.findall(r'(?i)a(?-i:b)c', 'ABC AbC'))
print(re.compile('x', re.I).flags, re.compile('(?i)x').flags)
