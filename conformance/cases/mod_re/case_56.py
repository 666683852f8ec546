# search, findall, sub and split of '\\d+\\.?\\d*e[+-]?\\d+'
import re
p = re.compile('\\d+\\.?\\d*e[+-]?\\d+')
s = '1e5 2.5e-3 3.e+2 x'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
