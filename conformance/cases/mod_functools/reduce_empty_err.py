# reduce of empty iterable
from functools import reduce
reduce(lambda a, b: a, [])
