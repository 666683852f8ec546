# async language: yield from and await return the value of a user iterator's StopIteration, calling __iter__ once
class It:
    def __init__(self): self.n = 0
    def __iter__(self): return self
    def __next__(self):
        self.n += 1
        if self.n > 2: raise StopIteration(self.n * 10)
        return self.n
def g():
    r = yield from It()
    print("r", r)
print(list(g()))
class Wrap:
    def __iter__(self): return It()
def h():
    r = yield from Wrap()
    print("r", r)
print(list(h()))
