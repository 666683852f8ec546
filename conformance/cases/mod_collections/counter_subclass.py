# Counter subclass repr
from collections import Counter
class MyCounter(Counter):
    pass
m = MyCounter('aab')
print(m, m + m)
print(m.copy(), type(m.copy()).__name__)
