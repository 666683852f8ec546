# ChainMap delete of a key not in the first mapping
from collections import ChainMap
c = ChainMap({}, {'a': 1})
del c['a']
