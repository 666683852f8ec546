# reversed() uses __reversed__ or the sequence protocol
class R:
    def __reversed__(self): return iter([3, 2, 1])
class S:
    def __len__(self): return 3
    def __getitem__(self, i):
        if i >= 3: raise IndexError
        return i
print(list(reversed(R())), list(reversed(S())))
