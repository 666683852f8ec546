# Counter misc operations
from collections import Counter
c = Counter(a=2, b=1)
print(c.get('a'), c.get('z'), c.pop('a'), c, c.setdefault('q', 7), c)
print(sorted(Counter('mississippi').items()), Counter('mississippi').most_common(1))
print(sum(Counter(a=1, b=2).values()), list(Counter('cab')), Counter('aaa') == Counter(a=3))
print(Counter({'a': 1.5, 'b': 0.5}).most_common(), Counter(a=1) + Counter(a=-1))
c = Counter(); c['x'] += 1; c['y'] -= 1; print(c, +c, -c)
