# a tuple subclass with extra methods
class Pair(tuple):
    def first(self): return self[0]
p = Pair((1, 2))
print(p, p.first(), len(p), p + (3,), isinstance(p, tuple), hash(p) == hash((1, 2)))
