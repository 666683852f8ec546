# search, findall, sub and split of '\\d{3}-\\d{4}'
import re
p = re.compile('\\d{3}-\\d{4}')
s = 'call 555-1234 now'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
