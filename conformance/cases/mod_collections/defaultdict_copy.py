# defaultdict copy and union
from collections import defaultdict
d = defaultdict(set, a={1})
e = d.copy()
e['b'].add(2)
print(d, e)
print(d | {'z': 0}, type(d | {}).__name__)
nested = defaultdict(lambda: defaultdict(int))
nested['x']['y'] += 1
print(dict(nested['x']))
