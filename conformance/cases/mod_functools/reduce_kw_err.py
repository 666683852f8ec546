# reduce with keyword arguments
from functools import reduce
reduce(function=max, iterable=[1])
