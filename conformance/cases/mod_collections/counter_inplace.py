# Counter in-place operators
from collections import Counter
c = Counter(a=3, b=1)
c += Counter(a=1, b=-2)
print(c)
c -= Counter(a=10)
print(c)
d = Counter(x=1, y=5)
d |= Counter(x=3, y=1)
print(d)
d &= Counter(x=2)
print(d)
