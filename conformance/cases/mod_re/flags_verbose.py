# VERBOSE patterns with comments and escaped spaces
import re
pat = re.compile(r'''
    (?P<year>\d{4})   # year
    -
    (?P<month>\d\d)   # month
    \ ?               # optional space
''', re.X)
print(pat.match('2024-05 ').groupdict())
print(re.findall(r'(?x) a [ ] b  # c', 'a b ab'))
