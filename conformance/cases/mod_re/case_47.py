# search, findall, sub and split of '(?!un)\\b\\w+able\\b'
import re
p = re.compile('(?!un)\\b\\w+able\\b')
s = 'unable capable readable'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
