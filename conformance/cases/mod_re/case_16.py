# search, findall, sub and split of 'a.c'
import re
p = re.compile('a.c')
s = 'abc a\nc a-c'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
