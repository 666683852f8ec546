# OrderedDict views and reversed
from collections import OrderedDict
o = OrderedDict.fromkeys('abc', 0)
print(o.keys(), o.values(), o.items())
print(list(reversed(o)), list(reversed(o.keys())), 'a' in o.keys())
print(o.setdefault('d', 4), o.setdefault('a', 9), o)
print(o | {'e': 5}, o.copy(), type(o.copy()).__name__)
