# Counter equality and inclusion
from collections import Counter
print(Counter(a=1) == Counter(a=1, b=0), Counter(a=1) != Counter(a=2))
print(Counter(a=1) <= Counter(a=2), Counter(a=1) < Counter(a=1), Counter(a=3) >= Counter(a=2, b=0), Counter() > Counter())
print(Counter(a=1) == {'a': 1})
