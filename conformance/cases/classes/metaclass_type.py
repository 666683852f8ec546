# metaclass=type is accepted
class A(metaclass=type):
    x = 1
print(A.x, type(A))
