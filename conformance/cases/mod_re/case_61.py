# search, findall, sub and split of '(ha){2,}'
import re
p = re.compile('(ha){2,}')
s = 'hahaha ha'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
