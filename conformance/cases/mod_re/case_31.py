# search, findall, sub and split of '\\\\'
import re
p = re.compile('\\\\')
s = 'a\\b\\c'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
