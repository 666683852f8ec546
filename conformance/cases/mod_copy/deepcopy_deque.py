# copy.deepcopy and copy.copy of a deque keep items and maxlen
import copy
from collections import deque
d = deque([1, [2, 3], 'x'], maxlen=5)
e = copy.deepcopy(d)
print(e, e.maxlen, e == d, e[1] is d[1])
c = copy.copy(d)
print(c, c[1] is d[1])
print(copy.deepcopy(deque()), copy.deepcopy(deque(range(3))))
n = deque([[1]])
pair = copy.deepcopy([n, n])
print(pair[0] is pair[1], pair[0][0] is n[0])
