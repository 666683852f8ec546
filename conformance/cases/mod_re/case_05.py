# search, findall, sub and split of '(\\d+)\\s*(kg|g)'
import re
p = re.compile('(\\d+)\\s*(kg|g)')
s = 'weight: 12 kg and 300g'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
