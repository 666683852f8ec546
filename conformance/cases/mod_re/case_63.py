# search, findall, sub and split of '\\w+?(?=ing\\b)'
import re
p = re.compile('\\w+?(?=ing\\b)')
s = 'singing running'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
