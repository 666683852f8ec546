# an inconsistent MRO is a TypeError
class A: pass
class B(A): pass
try:
    class C(A, B): pass
except TypeError as e:
    print(e)
