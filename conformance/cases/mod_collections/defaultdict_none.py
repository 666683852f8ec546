# defaultdict without a factory
from collections import defaultdict
d = defaultdict(None, {1: 2})
print(d, d.default_factory)
print(defaultdict())
d[5]
