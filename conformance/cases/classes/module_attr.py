# __module__ of classes and instances
class A:
    pass
print(A.__module__, A().__module__)
