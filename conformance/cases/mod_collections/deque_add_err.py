# deque + list
from collections import deque
deque([1]) + [2]
