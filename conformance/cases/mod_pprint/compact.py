# compact=True packs items on lines
import pprint
pprint.pprint(list(range(100)), compact=True)
pprint.pprint([list(range(10))] * 6, compact=True, width=40)
pprint.pprint({'a': list(range(50)), 'b': ['x' * 10] * 8}, compact=True, width=60)
