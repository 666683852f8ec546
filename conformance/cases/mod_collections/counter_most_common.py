# most_common and elements
from collections import Counter
c = Counter('abracadabra')
print(c.most_common(), c.most_common(2), c.most_common(0))
print(sorted(c.elements()))
print(list(Counter(a=2, b=0, c=-1).elements()))
