# Counter construction and counting
from collections import Counter
c = Counter('abracadabra')
print(c)
print(c['a'], c['z'], len(c), c.total())
print(Counter({'x': 2, 'y': 1}), Counter(a=3, b=-1), Counter())
print(Counter([1, 2, 2, 3, 3, 3]))
print(isinstance(c, dict), type(c).__name__)
