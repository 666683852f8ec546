# search, findall, sub and split of '(?i)ß'
import re
p = re.compile('(?i)ß')
s = 'SS ß ẞ'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
