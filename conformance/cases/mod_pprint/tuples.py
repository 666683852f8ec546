# tuples, one-element tuples and nesting
import pprint
pprint.pprint(('x' * 30, 'y' * 40, (1,)), width=30)
pprint.pprint((('a' * 30,),), width=20)
pprint.pprint([(i, str(i) * i) for i in range(8)], width=30)
pprint.pprint(((1, 2), [3, 4], {5: 6}), width=8)
