# StopIteration in starmap, takewhile and filterfalse callbacks
import itertools
def f(a, b):
    if a > 2:
        raise StopIteration
    return a * b
print(list(itertools.starmap(f, [(1, 2), (2, 3), (3, 4), (0, 5)])))
print(list(itertools.starmap(pow, [(2, 3), (3, 2), (10, 0)])))
print(list(itertools.takewhile(lambda x: next(iter([])) if x > 2 else True, [1, 2, 3, 4])))
print(list(itertools.filterfalse(lambda x: next(iter([])) if x > 2 else x % 2, range(6))))
s = itertools.starmap(f, [(1, 1)])
print(list(s), list(s))
