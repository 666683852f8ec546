# defaultdict with list, int, lambda
from collections import defaultdict
d = defaultdict(list)
for k, v in [('a', 1), ('b', 2), ('a', 3)]:
    d[k].append(v)
print(d)
print(d['missing'], d)
n = defaultdict(int)
for ch in 'hello':
    n[ch] += 1
print(n, n.default_factory)
f = defaultdict(lambda: 'x', a='A')
print(f['a'], f['b'], sorted(f.items()))
print(isinstance(d, dict), d.get('zz'), 'zz' in d)
