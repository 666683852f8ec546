# __iter__ returning a builtin iterator
class W:
    def __init__(self, l): self.l = l
    def __iter__(self): return iter(self.l)
print(list(W([1, 2])), sorted(W([3, 1, 2])), dict.fromkeys(W("ab")))
