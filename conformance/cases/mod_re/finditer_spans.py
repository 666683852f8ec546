# finditer yields match objects lazily
import re
it = re.finditer(r'o+', 'foo boo zo')
print(type(it).__name__)
for m in it:
    print(m.span(), m.group())
print([m.start() for m in re.finditer(r'', 'abc')])
