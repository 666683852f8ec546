# __subclasses__ of a user class
class A: pass
class B(A): pass
class C(A): pass
print([c.__name__ for c in A.__subclasses__()])
