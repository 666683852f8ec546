# partial repr
from functools import partial
print(repr(partial(max, 1, 2)))
print(repr(partial(sorted, reverse=True)))
class P(partial):
    pass
print(repr(P(min, 3)))
