# search, findall, sub and split of '[^\\x00-\\x7f]+'
import re
p = re.compile('[^\\x00-\\x7f]+')
s = 'abc déf ghî'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
