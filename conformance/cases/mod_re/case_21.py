# search, findall, sub and split of '\\d+(?:,\\d{3})*'
import re
p = re.compile('\\d+(?:,\\d{3})*')
s = '1,234,567 and 89'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
