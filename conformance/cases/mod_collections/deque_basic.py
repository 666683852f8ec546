# deque append/pop on both ends
from collections import deque
d = deque([1, 2, 3])
d.append(4)
d.appendleft(0)
print(d, len(d), d[0], d[-1])
print(d.pop(), d.popleft(), d)
d.extend([7, 8])
d.extendleft([9, 10])
print(d)
print(deque(), deque('abc'), list(reversed(d)))
