# search, findall, sub and split of '(a+)(b+)?(c+)'
import re
p = re.compile('(a+)(b+)?(c+)')
s = 'aacc abbc'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
