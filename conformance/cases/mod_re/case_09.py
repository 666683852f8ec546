# search, findall, sub and split of '\\b[aeiou]\\w*'
import re
p = re.compile('\\b[aeiou]\\w*')
s = 'an apple is under every orange'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
