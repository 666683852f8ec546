# pop from an empty deque
from collections import deque
deque().pop()
