# deepcopy of nested containers
import copy
a = [1, [2, [3, {'x': (4, [5])}]]]
b = copy.deepcopy(a)
b[1][1][1]['x'][1].append(6)
print(a)
print(b)
t = (1, 2, (3, 4))
print(copy.deepcopy(t) is t)
t2 = (1, [2])
print(copy.deepcopy(t2) is t2, copy.deepcopy(t2))
