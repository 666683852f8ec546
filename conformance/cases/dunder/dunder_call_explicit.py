# calling dunders explicitly
class N:
    def __init__(self, v): self.v = v
    def __add__(self, o): return self.v + o
print(N(1).__add__(2), (5).__add__(1), "a".__add__("b"), [1].__len__())
