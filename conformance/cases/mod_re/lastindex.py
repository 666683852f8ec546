# lastindex and lastgroup follow the last closed group
import re
for pat, s in [(r'(a)(b)', 'ab'), (r'((a)b)', 'ab'), (r'(a)|(b)', 'b'), (r'(?P<x>a)(?P<y>b)?', 'a'), (r'a', 'a'), (r'(a)(?:b)', 'ab')]:
    m = re.match(pat, s)
    print(pat, m.lastindex, m.lastgroup)
