# search, findall, sub and split of '(?P<word>\\b\\w+\\b)\\s+(?P=word)'
import re
p = re.compile('(?P<word>\\b\\w+\\b)\\s+(?P=word)')
s = 'the the cat sat sat on'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
