# Sets of ints (add, in, not in) where probes meet equal hashes of other
# types (True, 1.0, a user class with __eq__ and __hash__), deleted entries,
# colliding ints (hash(-1) == hash(-2), multiples of 2**61 - 1) and resizes:
# membership, contents and iteration order.
M = (1 << 61) - 1


class H:
    def __init__(self, h):
        self.h = h

    def __hash__(self):
        return self.h

    def __eq__(self, other):
        print("eq", self.h, other)
        return other == self.h

    def __repr__(self):
        return "H(%d)" % self.h


s = {True, 1.0}
print(1 in s, 2 in s, s)
s.add(1)
print(s)
s = {-1, -2, M, 2 * M, M + 1, 1}
print(sorted(s), -2 in s, 3 * M in s, (M + 1) in s)
s = set(range(20))
for i in range(0, 20, 3):
    s.discard(i)
print(list(s), [i in s for i in range(22)])
for i in range(40, 60):
    s.add(i)
print(list(s), len(s))
s.add(H(7))
print(7 in s, 8 in s)
s.add(7)
print(sorted(s, key=lambda x: x.h if isinstance(x, H) else x))
t = set()
for i in range(100):
    t.add((i * 37) % 64)
    if i % 7 == 0:
        t.discard((i * 11) % 64)
print(list(t), len(t), 5 not in t, 63 not in t)
f = frozenset(range(-10, 30, 4))
print([i in f for i in range(-12, 32)])
u = {i * M for i in range(12)}
print(list(u))
print({i & 7 for i in range(100)}, {-i for i in range(10)})
s2 = {H(3), H(3 + M)}
print(3 in s2, 4 in s2, 3 + M in s2)
s2.add(3)
s2.add(M + 3)
s2.add(11)
print(len(s2), 11 in s2)
