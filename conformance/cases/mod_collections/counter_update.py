# update and subtract
from collections import Counter
c = Counter('aab')
c.update('abc')
c.update({'a': 10})
c.update(z=2)
print(c)
c.subtract('aaaa')
c.subtract({'z': 5})
print(c)
c.subtract(b=1)
print(c)
