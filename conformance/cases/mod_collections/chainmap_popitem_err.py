# ChainMap.popitem of an empty first map
from collections import ChainMap
ChainMap({}, {"a": 1}).popitem()
