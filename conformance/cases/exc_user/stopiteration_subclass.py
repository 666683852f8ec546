# a StopIteration subclass ends iteration
class Done(StopIteration): pass
class It:
    def __iter__(self): return self
    def __next__(self): raise Done
print(list(It()))
