# Ellipsis and NotImplemented are hashable (by identity), as dict keys and set members
print(hash(...) == hash(...), hash(NotImplemented) == hash(NotImplemented))
d = {...: "ellipsis", NotImplemented: "ni", None: "none"}
print(d[...], d[NotImplemented], d[None], len({..., ..., NotImplemented}))
print(type(...)() is ..., type(NotImplemented)() is NotImplemented, hash(None) == hash(None))
print(... in {...}, frozenset([...]) == frozenset([Ellipsis]))
