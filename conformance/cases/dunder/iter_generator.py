# __iter__ written as a generator
class Bag:
    def __init__(self, *items): self.items = items
    def __iter__(self):
        for x in self.items:
            yield x
b = Bag(1, 2, 3)
print(list(b), 2 in b, 5 in b, tuple(b))
a, *rest = b
print(a, rest)
