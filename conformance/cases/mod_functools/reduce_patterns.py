# common reduce patterns
from functools import reduce
print(reduce(lambda acc, d: {**acc, **d}, [{'a': 1}, {'b': 2}, {'a': 3}], {}))
print(reduce(lambda a, b: a * 10 + b, [1, 2, 3]))
print(reduce(lambda s, x: s | {x}, [1, 2, 2, 3], set()))
print(reduce(str.__add__, ['x', 'y', 'z']))
