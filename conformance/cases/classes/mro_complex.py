# C3 for a classic example
class O: pass
class F(O): pass
class E(O): pass
class D(O): pass
class C(D, F): pass
class B(D, E): pass
class A(B, C): pass
print([k.__name__ for k in A.__mro__])
