# deeply nested lists wrap at each level
import pprint
pprint.pprint([[1, 2, [3, 4, [5, 6, [7]]]]] * 5, width=20)
data = [{'name': 'item%d' % i, 'tags': ['t%d' % j for j in range(i)], 'meta': {'x': i, 'y': [i] * 3}} for i in range(5)]
pprint.pprint(data)
pprint.pprint(data, width=50, sort_dicts=False)
