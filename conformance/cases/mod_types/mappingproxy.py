# MappingProxyType is a read-only view
import types
d = {'a': 1}
mp = types.MappingProxyType(d)
print(mp['a'], len(mp), 'a' in mp, dict(mp))
d['b'] = 2
print(sorted(mp))
try:
    mp['c'] = 3
except TypeError as e:
    print('TypeError', e)
