# cached_property without __set_name__
from functools import cached_property
class C:
    pass
cp = cached_property(lambda self: 1)
cp.__get__(C(), C)
