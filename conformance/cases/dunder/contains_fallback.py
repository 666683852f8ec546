# in uses __contains__, else __iter__
class A:
    def __contains__(self, x): return x == 1
class B:
    def __iter__(self): return iter([5, 6])
print(1 in A(), 2 in A(), 5 in B(), 7 in B(), 7 not in B())
