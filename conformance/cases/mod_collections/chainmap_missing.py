# ChainMap missing key
from collections import ChainMap
ChainMap({'a': 1})['b']
