# search, findall, sub and split of 'colou?r'
import re
p = re.compile('colou?r')
s = 'color colour colr'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
