# deque misc
from collections import deque
d = deque('hello')
print(d.count('l'), d.index('l'), d.index('l', 3), ''.join(d), len(d))
d.rotate(len(d))
print(d, d == deque('hello'), deque([1, 2]) < deque([1, 3]), deque() == deque([]))
e = deque([[1]])
f = e.copy()
f[0].append(2)
print(e, list(map(lambda x: x * 2, deque([1, 2]))), max(deque([3, 9, 2])), sorted(deque([3, 1, 2])))
print(deque([1, 2, 3], 2), deque(iter(range(4)), maxlen=3))
