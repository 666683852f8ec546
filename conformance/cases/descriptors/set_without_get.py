# a descriptor with only __set__ is a data descriptor
class D:
    def __set__(self, obj, v): obj.__dict__["x"] = v * 10
class A:
    x = D()
a = A()
a.x = 2
print(a.x)
