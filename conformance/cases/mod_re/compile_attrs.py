# Pattern attributes: pattern, flags, groups, groupindex
import re
p = re.compile(r'(?P<a>x)(y)(?P<b>z)')
print(p.pattern, p.flags, p.groups)
print(p.groupindex)
print(p.groupindex['b'], len(p.groupindex), 'a' in p.groupindex)
print(repr(p))
print(repr(re.compile('a', re.I | re.M)), repr(re.compile(b'a')), repr(re.compile('a', re.A)))
