# operator functions with reduce and map
import operator
from functools import reduce
print(reduce(operator.mul, range(1, 8)), list(map(operator.add, [1, 2], [10, 20])))
print(list(map(operator.neg, [1, -2])), list(filter(operator.truth, [0, 1, '', 'a'])))
print(list(map(operator.itemgetter(0), ['ab', 'cd'])), operator.eq([1], [1]))
