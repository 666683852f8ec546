# groups and groupdict with a default for unmatched groups
import re
m = re.match(r'(a)(b)?(?P<c>c)?', 'a')
print(m.groups(), m.groups('-'), m.groupdict(), m.groupdict(0))
print(m.span(2), m.start(3), m.end('c'), m.regs)
