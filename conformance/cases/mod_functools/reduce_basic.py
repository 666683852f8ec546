# reduce with and without initial
from functools import reduce
import operator
print(reduce(operator.add, [1, 2, 3, 4]))
print(reduce(operator.mul, range(1, 6), 10))
print(reduce(lambda a, b: a + [b], 'abc', []))
print(reduce(max, [3], 0), reduce(max, [], 9))
