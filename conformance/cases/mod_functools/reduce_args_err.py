# reduce argument count
from functools import reduce
reduce(len)
