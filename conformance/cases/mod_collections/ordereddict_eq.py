# OrderedDict equality is order-sensitive
from collections import OrderedDict
a = OrderedDict(x=1, y=2)
b = OrderedDict(y=2, x=1)
print(a == b, a == dict(b), dict(a) == b, a != b, isinstance(a, dict))
print(a == OrderedDict(x=1, y=2))
