# the mapping attribute of dict views: a read-only mappingproxy of the dict
d = {'a': 1}
m = d.keys().mapping
print(type(m).__name__, m['a'], len(m), list(m), 'a' in m, m.get('b', 5), list(m.items()), m == d, m.copy(), str(m), repr(m), list(reversed(m)))
try: m['b'] = 1
except Exception as e: print(type(e).__name__, e)
try: m['zz']
except Exception as e: print(type(e).__name__, e)
try: del m['a']
except Exception as e: print(type(e).__name__, e)
print(m | {'c': 3}, {'z': 0} | m, sorted(x for x in dir(m) if not x.startswith('_')))
d['b'] = 2
print(m, d.values().mapping is not m, d.items().mapping == m, list(m.keys()), list(m.values()))
print(isinstance(m, type(d.items().mapping)), m != {'a': 1})
