# __index__ for indexing, slicing, range, hex and bin
class I:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
l = list(range(10))
print(l[I(2)], l[I(1):I(4)], list(range(I(3))), hex(I(255)), bin(I(5)), "ab" * I(2))
