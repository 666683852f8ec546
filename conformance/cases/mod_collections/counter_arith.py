# Counter arithmetic
from collections import Counter
a = Counter(a=3, b=1, c=0)
b = Counter(a=1, b=2, d=4)
print(a + b, a - b, a & b, a | b)
print(+Counter(a=1, b=-2, c=0), -Counter(a=1, b=-2))
