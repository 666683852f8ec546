# sets and frozensets are sorted and wrapped
import pprint
pprint.pprint(set(range(30)), width=20)
pprint.pprint(frozenset(range(30)), width=20)
pprint.pprint({3, 1, 2})
pprint.pprint([set(), frozenset(), {1}], width=3)
pprint.pprint(frozenset({'b', 'a', 'c'}) | frozenset(['d' * 30, 'e' * 30]), width=40)
