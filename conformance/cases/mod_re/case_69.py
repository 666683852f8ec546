# search, findall, sub and split of '\\b(\\w)(\\w*)\\b'
import re
p = re.compile('\\b(\\w)(\\w*)\\b')
s = 'one two'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
