# search, findall, sub and split of '(?i)[a-f0-9]{2}'
import re
p = re.compile('(?i)[a-f0-9]{2}')
s = 'Ab 0F gg 9z'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
