# search, findall, sub and split of '(?x) \\d+ \\s* (?: [a-z]+ )'
import re
p = re.compile('(?x) \\d+ \\s* (?: [a-z]+ )')
s = '12 ab 3cd'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
