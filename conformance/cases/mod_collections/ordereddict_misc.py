# OrderedDict misc
from collections import OrderedDict
o = OrderedDict([('b', 2), ('a', 1)])
o.update(c=3)
o.update([('d', 4)])
print(o, o.pop('b'), o.get('zz', 0), len(o))
del o['a']
o['a'] = 0
print(list(o), OrderedDict(sorted({'y': 1, 'x': 2}.items())))
print(OrderedDict(a=1) == OrderedDict(a=1), repr(OrderedDict([(1, [2])])))
