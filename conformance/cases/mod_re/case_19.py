# search, findall, sub and split of '(?m)^(\\w+):'
import re
p = re.compile('(?m)^(\\w+):')
s = 'key: v\nother: w\n bad: x'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
