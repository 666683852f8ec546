# next() on an exhausted user iterator
class E:
    def __iter__(self): return self
    def __next__(self): raise StopIteration
try:
    next(E())
except StopIteration:
    print("stop")
print(list(E()))
