# overriding __len__ of a list subclass
class L(list):
    def __len__(self): return 42
print(len(L([1])), bool(L()))
