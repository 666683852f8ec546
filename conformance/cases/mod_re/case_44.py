# search, findall, sub and split of '[\\u0400-\\u04ff]+'
import re
p = re.compile('[\\u0400-\\u04ff]+')
s = 'hello привет мир'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
