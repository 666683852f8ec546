# search, findall, sub and split of '[0-9]+(?:st|nd|rd|th)'
import re
p = re.compile('[0-9]+(?:st|nd|rd|th)')
s = '1st 22nd 3rd 4th 5x'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
