# Messages quote C types by tp_name (module-qualified), json names __class__.__name__.
import io, functools, collections, itertools, operator, re, datetime, json, decimal, csv, struct, types
objs = [io.StringIO(), io.BytesIO(), functools.partial(print), collections.OrderedDict(),
        collections.Counter(), collections.defaultdict(), itertools.count(), operator.itemgetter(1),
        re.compile('a'), datetime.date(2020, 1, 1), datetime.timedelta(), decimal.Decimal(1),
        struct.Struct('i'), csv.writer(io.StringIO()), csv.reader([]), types.SimpleNamespace(),
        functools.lru_cache(None)(len), {}.keys(), iter([]), enumerate([]), range(1)]
for o in objs:
    t = type(o)
    try:
        o + 1j
    except TypeError as e:
        print(t.__module__, t.__name__, t.__qualname__, '|', e)
    try:
        json.dumps(o)
    except TypeError as e:
        print('  json:', e)
print(repr(type(csv.reader([]))), repr(type(csv.writer(io.StringIO()))))
