# frozenset is hashable and equals set
f = frozenset([1, 2])
print(f, f == {1, 2}, {f: "ok"}[frozenset({2, 1})], f | {3}, type(f | {3}).__name__, type({3} | f).__name__, len(f))
print(frozenset(), repr(frozenset({0})))
