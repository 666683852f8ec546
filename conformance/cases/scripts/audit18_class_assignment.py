# audit: __class__ assignment rules and errors
class A:
    def who(self): return "A"
class B(A):
    def who(self): return "B"
class S:
    __slots__ = ("x",)
b = B()
b.__class__ = A
print(b.who(), isinstance(b, B))
for bad in (lambda: setattr(b, "__class__", 5), lambda: setattr(1, "__class__", bool), lambda: setattr(S(), "__class__", A)):
    try:
        bad()
    except TypeError as e:
        print(e)
