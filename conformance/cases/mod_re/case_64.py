# search, findall, sub and split of '(\\d+)-(\\d+)'
import re
p = re.compile('(\\d+)-(\\d+)')
s = '1-2 33-44 5-'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
