# search, findall, sub and split of '(?:(?:\\d+)[a-z])+'
import re
p = re.compile('(?:(?:\\d+)[a-z])+')
s = '1a22b x3c'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
