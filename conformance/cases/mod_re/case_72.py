# search, findall, sub and split of '_+'
import re
p = re.compile('_+')
s = 'a__b___c'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
