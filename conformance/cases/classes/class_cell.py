# __class__ is available in methods
class A:
    def f(self):
        return __class__
class B(A): pass
print(A().f(), B().f())
