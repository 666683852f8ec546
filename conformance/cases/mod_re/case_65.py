# search, findall, sub and split of '[A-Z]{2,}'
import re
p = re.compile('[A-Z]{2,}')
s = 'USA and EU or U'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
