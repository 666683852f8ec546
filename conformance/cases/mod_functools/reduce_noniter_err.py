# reduce arg 2 not iterable
from functools import reduce
reduce(lambda a, b: a, 5)
