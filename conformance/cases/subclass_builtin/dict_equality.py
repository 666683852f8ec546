# dict subclasses compare equal to dicts
class D(dict): pass
print(D(a=1) == {"a": 1}, {"a": 1} == D(a=1), D() != {}, D(a=1) | {"b": 2})
