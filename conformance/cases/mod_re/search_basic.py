# search returns match objects with span/group
import re
m = re.search(r'\d+', 'abc 123 def')
print(m)
print(m.group(), m.span(), m.start(), m.end())
print(re.search(r'x', 'abc'))
