# truth from __bool__, then __len__
class A:
    def __bool__(self): return False
class B:
    def __len__(self): return 0
class C:
    def __len__(self): return 3
class D: pass
print(bool(A()), bool(B()), bool(C()), bool(D()))
print("yes" if C() else "no", not B())
