# search, findall, sub and split of '(?<![\\w.])\\d+(?![\\w.])'
import re
p = re.compile('(?<![\\w.])\\d+(?![\\w.])')
s = 'a1 22 3.5 44'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
