# search, findall, sub and split of '(?<=\\b[A-Z])\\w+'
import re
p = re.compile('(?<=\\b[A-Z])\\w+')
s = 'Alpha beta Gamma'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
