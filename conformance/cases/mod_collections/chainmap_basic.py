# ChainMap lookups and writes
from collections import ChainMap
a = {'x': 1, 'y': 2}
b = {'y': 20, 'z': 30}
c = ChainMap(a, b)
print(c, c['x'], c['y'], c['z'], len(c), sorted(c), c.get('w', 0), 'z' in c)
c['w'] = 5
print(a, b)
del c['x']
print(c, dict(c) == {'y': 2, 'z': 30, 'w': 5})
ch = c.new_child({'y': 'child'})
print(ch['y'], ch.parents, ch.maps[0])
print(ChainMap(), bool(ChainMap({})))
