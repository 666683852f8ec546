# search, findall, sub and split of '\\u00e9|e\\u0301'
import re
p = re.compile('\\u00e9|e\\u0301')
s = 'café café'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
