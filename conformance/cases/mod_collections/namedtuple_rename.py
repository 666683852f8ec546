# namedtuple rename
from collections import namedtuple
R = namedtuple('R', ['abc', 'def', 'ghi', 'abc', '_x', '1y'], rename=True)
print(R._fields)
print(R(1, 2, 3, 4, 5, 6))
