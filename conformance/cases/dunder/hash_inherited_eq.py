# a subclass defining __hash__ again is hashable
class A:
    def __eq__(self, o): return True
class B(A):
    def __hash__(self): return 5
print(hash(B()))
