# Repeating an empty deque (or one whose maxlen is 0) by a huge count is
# empty at once.
import collections

print(collections.deque() * 10**12, 10**12 * collections.deque())
d = collections.deque(maxlen=3)
d *= 10**15
print(d)
z = collections.deque([1, 2], maxlen=0)
print(z * 10**15, len(z * 5))
print(collections.deque([1, 2], maxlen=5) * 10**15)
print(collections.deque([1, 2]) * 0, collections.deque([1, 2]) * -3)
