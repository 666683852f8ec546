# search, findall, sub and split of '\\t|\\n'
import re
p = re.compile('\\t|\\n')
s = 'a\tb\nc'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
