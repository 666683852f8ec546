# search, findall, sub and split of '(\\w+)\\s*=\\s*(\\"[^\\"]*\\"|\\S+)'
import re
p = re.compile('(\\w+)\\s*=\\s*(\\"[^\\"]*\\"|\\S+)')
s = 'a = "x y" b=2'
print(p.search(s))
print(p.findall(s))
print([m.span() for m in p.finditer(s)])
print(p.sub('<>', s))
print(p.split(s))
print(p.fullmatch(s), p.match(s))
