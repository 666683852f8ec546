# audit: types module and type names in messages of C-module types
import types, datetime, collections
ns = types.SimpleNamespace(x=1, y=[2])
ns.z = 3
print(ns, ns == types.SimpleNamespace(x=1, y=[2], z=3), types.MappingProxyType({"a": 1})["a"])
print(isinstance(len, types.BuiltinFunctionType), isinstance(lambda: 0, types.LambdaType), types.NoneType)


for bad in (lambda: datetime.date(2020, 1, 1) < 5, lambda: collections.defaultdict(int) < 1, lambda: datetime.timedelta(1) + "x", lambda: collections.deque() + []):
    try:
        bad()
    except TypeError as e:
        print(e)
