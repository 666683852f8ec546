# bounded deques
from collections import deque
d = deque(maxlen=3)
for i in range(6):
    d.append(i)
    print(d)
d.appendleft(99)
print(d, d.maxlen, deque([1]).maxlen)
d.extendleft([7, 8])
print(d)
print(deque(range(10), maxlen=0))
