# operator.call
import operator
print(operator.call(max, 3, 9, 2), operator.call(sorted, [3, 1], reverse=True))
