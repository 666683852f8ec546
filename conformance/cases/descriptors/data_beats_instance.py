# a data descriptor wins over the instance dict
class D:
    def __get__(self, obj, t): return "descriptor"
    def __set__(self, obj, v): print("set", v)
class A:
    x = D()
a = A()
a.x = 1
a.__dict__["x"] = "instance"
print(a.x)
