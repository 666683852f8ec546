# deque assignment out of range
from collections import deque
d = deque([1])
d[3] = 0
