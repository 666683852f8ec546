# isinstance and issubclass through the MRO
class A: pass
class B(A): pass
class C(B): pass
c = C()
print(isinstance(c, A), isinstance(c, B), isinstance(A(), C))
print(issubclass(C, A), issubclass(A, C), issubclass(C, object))
print(isinstance(c, (int, A)), issubclass(B, (str, A)))
