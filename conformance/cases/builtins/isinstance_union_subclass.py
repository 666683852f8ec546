# user classes in unions
class A:
    pass
class B(A):
    pass
class C:
    pass
print(isinstance(B(), A | C), isinstance(C(), A | C), isinstance(1, A | C), issubclass(B, C | A))
