# search, findall, sub and split of 'https?://[^\\s]+'
import re
p = re.compile('https?://[^\\s]+')
s = 'see https://x.org/a?b=1 and http://y'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
