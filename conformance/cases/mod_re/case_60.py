# search, findall, sub and split of '[a-z&[^e]+'
import re
p = re.compile('[a-z&[^e]+')
s = 'abe&^x'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
