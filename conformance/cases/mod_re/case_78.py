# search, findall, sub and split of '\\d(?=(?:\\d{3})+\\b)'
import re
p = re.compile('\\d(?=(?:\\d{3})+\\b)')
s = '1234567 12'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
