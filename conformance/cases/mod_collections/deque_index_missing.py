# deque.index of a missing value
from collections import deque
deque("abc").index("z")
