# search, findall, sub and split of '(?i)hello|world'
import re
p = re.compile('(?i)hello|world')
s = 'Hello WORLD hi'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
