# Counter of words, ties keep insertion order
from collections import Counter
text = "the quick brown fox jumps over the lazy dog the fox"
c = Counter(text.split())
print(c.most_common(3))
print(dict(c))
