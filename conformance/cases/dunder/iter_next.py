# an iterator class with __iter__ and __next__
class Count:
    def __init__(self, n):
        self.i, self.n = 0, n
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i
print(list(Count(3)), [x * 2 for x in Count(2)], sum(Count(4)))
c = Count(2)
print(iter(c) is c, next(c), next(c), next(c, "done"))
