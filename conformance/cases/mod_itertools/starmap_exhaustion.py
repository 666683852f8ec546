# starmap stops at the end of its iterable and stays exhausted
import itertools
s = itertools.starmap(lambda a, b: a - b, iter([(5, 1), (9, 3)]))
print(next(s), next(s), next(s, 'done'), list(s))
s2 = itertools.starmap(max, [[1, 2], (3,), 'ab'])
print(list(s2), list(s2))
