# deepcopy with an explicit memo
import copy
x = [1, 2]
memo = {}
y = copy.deepcopy([x, x], memo)
print(y, y[0] is y[1], id(x) in memo)
