# Pattern methods with pos and endpos
import re
p = re.compile(r'\w+')
s = 'hello big world'
print(p.search(s, 6), p.match(s, 6), p.match(s, 7))
print(p.findall(s, 3, 9), p.fullmatch(s, 6, 9))
print([m.span() for m in p.finditer(s, 4)])
print(p.sub('X', s), p.subn('X', s, 1), p.split(s))
print(re.compile(r'^\w').search('ab cd', 3))
