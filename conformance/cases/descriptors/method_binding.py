# functions are descriptors that bind
class A:
    def f(self): return self
a = A()
print(A.__dict__["f"].__get__(a, A)() is a, a.f.__func__ is A.f)
