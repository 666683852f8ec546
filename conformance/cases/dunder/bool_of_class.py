# classes are always true
class P:
    def __bool__(self): return False
print(bool(P), bool(P()))
