# PrettyPrinter instances: pformat, pprint, indent
import pprint
p = pprint.PrettyPrinter(width=30, indent=2)
print(p.pformat({'alpha': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'beta': ('x', 'y')}))
p.pprint([{'k': i, 'v': str(i) * 12} for i in range(4)])
pprint.PrettyPrinter(indent=0, width=10).pprint(list(range(8)))
pprint.PrettyPrinter(indent=3, width=20, compact=True).pprint([list(range(12))])
