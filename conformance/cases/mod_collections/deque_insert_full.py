# insert into a full bounded deque
from collections import deque
d = deque([1, 2], maxlen=2)
d.insert(0, 5)
