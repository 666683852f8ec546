# deepcopy preserves shared and recursive structure
import copy
shared = [1]
a = [shared, shared]
b = copy.deepcopy(a)
print(b[0] is b[1], b[0] is shared)
r = [1]
r.append(r)
c = copy.deepcopy(r)
print(c, c[1] is c)
d = {}
d['self'] = d
e = copy.deepcopy(d)
print(e['self'] is e)
