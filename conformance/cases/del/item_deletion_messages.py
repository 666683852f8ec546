# del x[k] on objects without item deletion: CPython's two wordings
class C: pass
cases = [(5, 0), ((1,), "a"), ((1,), 0), ("ab", 0), ("ab", "k"), (frozenset(), 0), (None, 0),
         (range(3), 0), (b"", 0), (iter({1}), 0), (C(), 0), (C(), "a"), ((1,), True), ({}.keys(), 0)]
for x, k in cases:
    try:
        del x[k]
    except TypeError as e:
        print(repr(k), e)
for x, k in [(5, 0), ((1,), "a"), ((1,), 0)]:
    try:
        x[k] = 1
    except TypeError as e:
        print(repr(k), e)
