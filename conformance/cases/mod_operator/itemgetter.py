# itemgetter single and multiple
from operator import itemgetter
print(itemgetter(1)('abc'), itemgetter(0, 2)('abc'), itemgetter('a')({'a': 5}))
rows = [('b', 2), ('a', 3), ('c', 1)]
print(sorted(rows, key=itemgetter(1)), sorted(rows, key=itemgetter(0)))
print(list(map(itemgetter(slice(1, None)), ['xyz', 'ab'])))
print(repr(itemgetter(1)), repr(itemgetter('a', 2)))
