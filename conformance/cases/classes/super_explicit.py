# super(C, self) with explicit arguments
class A:
    def f(self): return "A"
class B(A):
    def f(self): return "B" + super(B, self).f()
class C(B):
    def f(self): return "C" + super(C, self).f()
print(C().f())
