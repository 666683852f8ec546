# audit: argument error order, star errors, StopIteration in map/filter, starmap
def k(a, b): pass
for call in (lambda: k(1, 2, bad=3), lambda: k(1, 2, 3), lambda: k(1), lambda: k(1, a=2)):
    try:
        call()
    except TypeError as e:
        print(e)
try:
    [*42]
except TypeError as e:
    print(e)
try:
    print(*42)
except TypeError as e:
    print(e)
def stopper(x):
    if x == 2:
        raise StopIteration
    return x
print(list(map(stopper, [1, 2, 3])), list(filter(stopper, [1, 2, 3])))
import itertools
it = itertools.starmap(pow, [(2, 3), (3, 2)])
print(list(it), list(it), next(it, "done"))
from datetime import date
from collections import defaultdict
for f in (lambda: date(2020, 1, 1) + 1, lambda: defaultdict(int) + 1, lambda: len(date(2020, 1, 1))):
    try:
        f()
    except TypeError as e:
        print(e)
