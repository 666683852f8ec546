# ExceptionGroup.subgroup and split by type, tuple of types and predicate, nested groups
eg = ExceptionGroup("top", [
    ValueError(1),
    TypeError(2),
    ExceptionGroup("inner", [ValueError(3), KeyError(4)]),
])
print(repr(eg.subgroup(ValueError)))
print(repr(eg.subgroup((TypeError, KeyError))))
print(repr(eg.subgroup(lambda e: isinstance(e, LookupError))))
print(eg.subgroup(OSError))
m, r = eg.split(ValueError)
print(repr(m))
print(repr(r))
m, r = eg.split(Exception)
print(m is eg, r)
m, r = eg.split(OSError)
print(m, r is not None and repr(r))
print(eg.subgroup(lambda e: e is eg) is eg)
