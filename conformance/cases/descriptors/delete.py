# __delete__
class D:
    def __get__(self, obj, t): return 1
    def __delete__(self, obj): print("delete called")
class A:
    x = D()
del A().x
