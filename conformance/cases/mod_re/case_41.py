# search, findall, sub and split of '\\bis\\b'
import re
p = re.compile('\\bis\\b')
s = 'this is his island'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
