# Counter.update/subtract take ChainMap, UserDict and its subclasses as mappings; ChainMap | UserDict
from collections import Counter, ChainMap, UserDict
class U(UserDict): pass
c = Counter()
c.update(ChainMap({'a': 2}, {'b': 1}))
c.update(U(a=3))
c.update(UserDict(z=1))
c.subtract(ChainMap({'z': 5}))
print(sorted(c.items()))
cm = ChainMap({'x': 1})
cm2 = cm | UserDict(y=2)
print(dict(cm2))
print(Counter('abc') == Counter({'a': 1, 'b': 1, 'c': 1}))
