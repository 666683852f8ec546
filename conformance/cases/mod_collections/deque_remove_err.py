# deque.remove of a missing value
from collections import deque
deque([1]).remove(2)
