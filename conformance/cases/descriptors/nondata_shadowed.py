# a non-data descriptor is shadowed by the instance dict
class D:
    def __get__(self, obj, t): return "descriptor"
class A:
    x = D()
a = A()
print(a.x)
a.x = "instance"
print(a.x)
