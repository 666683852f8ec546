# deque mutated during iteration
from collections import deque
d = deque([1, 2, 3])
for x in d:
    d.append(x)
