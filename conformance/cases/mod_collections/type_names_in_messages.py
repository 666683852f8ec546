# C-module classes are named with their module in errors
import collections
import datetime
objs = [collections.defaultdict(list), collections.OrderedDict(), collections.deque(), collections.Counter(),
        datetime.date(2020, 1, 1), datetime.datetime(2020, 1, 1), datetime.timedelta(1), datetime.time()]
for o in objs:
    for f in [lambda: o + 'x', lambda: o.nope, lambda: o < [], lambda: -o]:
        try:
            f()
        except (TypeError, AttributeError) as e:
            print(type(e).__name__, e)
for f in [lambda: hash(collections.deque()), lambda: hash(collections.OrderedDict()), lambda: hash(collections.defaultdict())]:
    try:
        f()
    except TypeError as e:
        print('TypeError', e)
