# search, findall, sub and split of '(?=\\d)\\w+'
import re
p = re.compile('(?=\\d)\\w+')
s = 'a1 2b 3'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
