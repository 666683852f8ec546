# search, findall, sub and split of '[A-Z][a-z]+'
import re
p = re.compile('[A-Z][a-z]+')
s = 'hello World Foo'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
