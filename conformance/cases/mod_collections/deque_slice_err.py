# deque slicing
from collections import deque
deque([1, 2])[0:1]
