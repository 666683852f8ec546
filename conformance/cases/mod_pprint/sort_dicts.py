# sort_dicts=False and pp keep insertion order; mixed key types sort safely
import pprint
d = {'b': 1, 'a': 2, 'c': list(range(30))}
pprint.pprint(d)
pprint.pp(d)
pprint.pprint(d, sort_dicts=False, width=30)
pprint.pprint({1: 'a', 'b': 2, (1,): None, None: 3, 2.5: 'f'}, width=10)
