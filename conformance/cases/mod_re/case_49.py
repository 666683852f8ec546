# search, findall, sub and split of '[^\\d\\W]+'
import re
p = re.compile('[^\\d\\W]+')
s = 'ab12_cd 3e'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
