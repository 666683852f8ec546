# named groups, groupdict, group by name and index
import re
m = re.match(r'(?P<key>\w+)=(?P<val>\w*)', 'color=red; x')
print(m.group('key'), m.group(2), m.group(0), m.group(1, 'val'))
print(m.groupdict(), m.groups(), m['key'], m[0])
print(m.lastindex, m.lastgroup, m.re.pattern, m.string, m.pos, m.endpos)
