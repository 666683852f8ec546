# ChainMap.pop of a key in a parent
from collections import ChainMap
ChainMap({}, {"a": 1}).pop("a")
