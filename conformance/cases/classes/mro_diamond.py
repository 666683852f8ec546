# C3 linearisation of a diamond
class A: pass
class B(A): pass
class C(A): pass
class D(B, C): pass
print([k.__name__ for k in D.__mro__])
print(D.mro() == list(D.__mro__))
