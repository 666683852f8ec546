# deque concatenation, repetition, comparison
from collections import deque
a = deque([1, 2])
b = deque([3])
print(a + b, a * 2, a == deque([1, 2]), a < b, a != b)
a += [5, 6]
print(a)
a *= 2
print(a)
print(a.copy(), a.copy() is a)
