# type(x) returns the class
class A: pass
print(type(A()) is A, type(A) is type, type(1), type(type))
