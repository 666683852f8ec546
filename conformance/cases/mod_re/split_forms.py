# split with groups, maxsplit and empty pieces
import re
print(re.split(r',\s*', 'a, b,c,   d'))
print(re.split(r'(,)', 'a,b,c'))
print(re.split(r'(,)|(;)', 'a,b;c'))
print(re.split(r',', 'a,b,c,d', maxsplit=2))
print(re.split(r',', ',a,'))
print(re.split(r'x', ''))
