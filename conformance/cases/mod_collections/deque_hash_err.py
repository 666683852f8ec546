# deque is unhashable
from collections import deque
hash(deque())
