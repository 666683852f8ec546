# rotate, reverse, count, index, remove, insert
from collections import deque
d = deque(range(6))
d.rotate(2)
print(d)
d.rotate(-3)
print(d)
d.reverse()
print(d, d.count(3), d.index(3))
d.remove(3)
d.insert(1, 'x')
print(d, 'x' in d, 42 in d)
d[0] = 'first'
del d[-1]
print(d)
d.clear()
print(d, bool(d))
