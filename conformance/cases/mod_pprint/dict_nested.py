# pprint of a nested dict at several widths
import pprint
d = {'key%d' % i: list(range(i)) for i in range(12)}
pprint.pprint(d)
pprint.pprint(d, width=40)
pprint.pprint(d, width=40, indent=4)
