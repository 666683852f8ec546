# a property reached through super()
class A:
    @property
    def v(self): return 1
class B(A):
    @property
    def v(self): return super().v + 1
print(B().v)
