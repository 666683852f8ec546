# search, findall, sub and split of '(?:(\\w+)@)?(\\w+)\\.com'
import re
p = re.compile('(?:(\\w+)@)?(\\w+)\\.com')
s = 'me@a.com b.com'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
