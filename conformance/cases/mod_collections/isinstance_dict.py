# collections dict subclasses
from collections import Counter, OrderedDict, defaultdict
for cls in (Counter, OrderedDict, defaultdict):
    print(cls.__name__, issubclass(cls, dict), isinstance(cls(), dict), cls.__module__)
print(repr(Counter), repr(OrderedDict))
