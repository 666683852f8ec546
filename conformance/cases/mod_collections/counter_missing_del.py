# missing keys and del
from collections import Counter
c = Counter(a=1)
print(c['nope'], 'nope' in c)
del c['nope']
del c['a']
print(c, repr(Counter()))
