# possessive quantifiers and atomic groups (3.11)
import re
print(re.match(r'a*+a', 'aaa'), re.match(r'a*a', 'aaa'))
print(re.match(r'(?>a+)b', 'aab'), re.match(r'(?>a|ab)c', 'abc'))
print(re.findall(r'\d++', '12 345'), re.fullmatch(r'"[^"]*+"', '"x"'))
