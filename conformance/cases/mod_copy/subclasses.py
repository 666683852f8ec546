# copy of builtin subclasses
import copy
class L(list):
    pass
class D(dict):
    pass
l = L([1, [2]])
l.tag = 'x'
m = copy.deepcopy(l)
l[1].append(3)
print(m, type(m).__name__, m.tag)
d = D(a=[1])
e = copy.copy(d)
print(e, type(e).__name__, e['a'] is d['a'])
class I(int):
    pass
i = copy.deepcopy(I(7))
print(i, type(i).__name__)
