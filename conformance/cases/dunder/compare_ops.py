# rich comparisons and reflection
class N:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v < o.v
    def __le__(self, o): return self.v <= o.v
    def __eq__(self, o): return isinstance(o, N) and self.v == o.v
a, b = N(1), N(2)
print(a < b, a <= b, a > b, a >= b, a == b, a != b, a == N(1))
print(sorted([N(3), N(1), N(2)], key=lambda n: n)[0].v)
print(max([N(3), N(5), N(2)]).v if False else "", min(N(3), N(1)).v)
