# total_ordering without any ordering
from functools import total_ordering
@total_ordering
class X:
    pass
