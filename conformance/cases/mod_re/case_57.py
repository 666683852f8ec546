# search, findall, sub and split of '([\'\\"])(.*?)\\1'
import re
p = re.compile('([\'\\"])(.*?)\\1')
s = '\'a\' "b" \'c"'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
