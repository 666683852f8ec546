# search, findall, sub and split of '0x[0-9a-fA-F]+'
import re
p = re.compile('0x[0-9a-fA-F]+')
s = '0x1F 0xzz 0XAB 0xab'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
