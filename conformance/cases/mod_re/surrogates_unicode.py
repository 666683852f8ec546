# non-BMP characters count as one position
import re
s = 'a😀b😀😀c'
print(re.findall(r'😀+', s), [m.span() for m in re.finditer(r'😀+', s)])
print(re.sub(r'.', '.', s), re.split(r'😀', s))
print(re.search(r'[\U0001F600-\U0001F64F]', s).start())
