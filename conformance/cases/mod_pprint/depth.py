# depth limits with ... markers
import pprint
d = {'a': {'b': {'c': {'d': 1}}}, 'l': [1, [2, [3, [4]]]], 't': (1, (2, (3,)))}
for depth in (1, 2, 3, None):
    pprint.pprint(d, depth=depth)
    print(pprint.pformat(d, depth=depth, width=20))
