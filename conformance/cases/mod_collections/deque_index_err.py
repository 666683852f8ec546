# deque index out of range
from collections import deque
deque([1])[5]
