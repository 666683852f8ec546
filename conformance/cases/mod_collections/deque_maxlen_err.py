# negative maxlen
from collections import deque
deque([], -1)
