# issubclass with X | Y unions
print(issubclass(bool, int | str), issubclass(float, int | str), issubclass(str, (bytes, int | str)))
class A: pass
class B(A): pass
print(issubclass(B, A | int), issubclass(A, B | int), issubclass(type(None), None | int))
