# search, findall, sub and split of '<(\\w+)>.*?</\\1>'
import re
p = re.compile('<(\\w+)>.*?</\\1>')
s = '<b>x</b><i>y</b>'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
