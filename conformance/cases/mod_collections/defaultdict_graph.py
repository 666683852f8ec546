# defaultdict grouping and graphs
from collections import defaultdict
words = ['apple', 'avocado', 'banana', 'blueberry', 'cherry']
by = defaultdict(list)
for w in words:
    by[w[0]].append(w)
print(dict(by))
g = defaultdict(set)
for a, b in [(1, 2), (2, 3), (1, 3)]:
    g[a].add(b)
    g[b].add(a)
print({k: sorted(v) for k, v in sorted(g.items())})
counts = defaultdict(int, {'a': 5})
counts['a'] += 1; counts['b'] += 2
print(counts, len(counts))
