# classes are hashable and compare by identity
class A: pass
class B: pass
d = {A: "a", B: "b"}
print(d[A], A == A, A == B)
