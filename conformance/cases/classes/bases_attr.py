# __bases__, __base__ and __mro__
class A: pass
class B: pass
class C(A, B): pass
print(C.__bases__, A.__bases__, C.__base__)
print(len(C.__mro__))
