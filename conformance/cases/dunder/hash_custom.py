# __hash__ and __eq__ for dict keys
class K:
    def __init__(self, k): self.k = k
    def __hash__(self): return hash(self.k)
    def __eq__(self, o): return isinstance(o, K) and self.k == o.k
d = {K(1): "one"}
print(d[K(1)], K(2) in d, len({K(1), K(1), K(2)}))
