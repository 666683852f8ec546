# a subclass overriding the reflected method is tried first
class A:
    def __add__(self, o): return "A.add"
    def __radd__(self, o): return "A.radd"
class B(A):
    def __radd__(self, o): return "B.radd"
class C(A): pass
print(A() + B(), B() + A(), A() + C())
