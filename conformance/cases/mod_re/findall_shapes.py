# findall returns strings, group strings or tuples
import re
s = 'a1 b22 c333'
print(re.findall(r'\w\d+', s))
print(re.findall(r'\w(\d+)', s))
print(re.findall(r'(\w)(\d+)', s))
print(re.findall(r'(\w)(x)?', 'ab'))
print(re.findall(r'', 'ab'))
