# search, findall, sub and split of '(?i)python'
import re
p = re.compile('(?i)python')
s = 'I like PYTHON and Python'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
