# accessing a property on the class returns the property
class A:
    @property
    def x(self): return 1
print(isinstance(A.x, property), A.x.fset)
