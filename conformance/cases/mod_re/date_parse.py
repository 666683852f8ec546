# parsing dates with named groups
import re
pat = re.compile(r'(?P<y>\d{4})-(?P<m>\d{2})-(?P<d>\d{2})')
for s in ['2024-01-31', 'on 1999-12-01 and 2000-02-29', 'nope']:
    print([m.groupdict() for m in pat.finditer(s)])
print(pat.sub(r'\g<d>/\g<m>/\g<y>', 'due 2024-03-15'))
