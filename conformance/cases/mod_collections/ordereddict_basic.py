# OrderedDict order, move_to_end, popitem
from collections import OrderedDict
o = OrderedDict()
o['b'] = 1
o['a'] = 2
o['c'] = 3
print(o, list(o), list(o.keys()), list(o.values()), list(o.items()))
o.move_to_end('b')
print(o)
o.move_to_end('c', last=False)
print(o)
print(o.popitem(), o.popitem(last=False), o)
print(OrderedDict(), OrderedDict([(1, 2)]), OrderedDict(x=1))
