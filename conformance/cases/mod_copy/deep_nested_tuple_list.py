# deepcopy of tuples holding mutables
import copy
inner = [1]
t = (inner, (inner, 2))
u = copy.deepcopy(t)
u[0].append(5)
print(t, u, u[0] is u[1][0])
fs = frozenset([1, 2])
print(copy.deepcopy(fs) == fs, copy.deepcopy(b'x'), copy.deepcopy(range(3)), copy.deepcopy(None))
